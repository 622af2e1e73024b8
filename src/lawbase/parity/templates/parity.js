(function(){
  var form=document.getElementById('filters'), bar=document.getElementById('bar');
  function chosen(name){
    return Array.prototype.filter.call(form.querySelectorAll('input[name='+name+']'),
      function(box){return box.checked;}).map(function(box){return box.value;});
  }
  function apply(){
    var checks=chosen('check'), statuses=chosen('status'), shown=0;
    document.querySelectorAll('tr.row').forEach(function(row){
      var kinds=(row.getAttribute('data-checks')||'').split(' ').filter(Boolean);
      var visible=row.classList.contains('current') ||
        (statuses.indexOf(row.getAttribute('data-status'))>=0 &&
         (kinds.length===0 || kinds.some(function(k){return checks.indexOf(k)>=0;})));
      if(visible){row.removeAttribute('hidden');shown++;}else{row.setAttribute('hidden','');}
    });
    document.getElementById('shown').textContent=String(shown);
  }
  function normal(key){
    // "70c1" -> "70C1", "80 b 2 (a)" -> "80B2(a)": section letters are capitals, sub-items not
    key=key.replace(/\s+/g,'');
    var m=/^(\d+)([a-zA-Z]?)(.*)$/.exec(key);
    return m ? m[1]+m[2].toUpperCase()+m[3].toLowerCase() : key;
  }
  function go(key){
    var row=document.getElementById('row-'+normal(key)), note=document.getElementById('goto-note');
    document.querySelectorAll('tr.current').forEach(function(r){r.classList.remove('current');});
    if(!row){note.textContent=note.getAttribute('data-none');return false;}
    note.textContent='';
    row.classList.add('current');
    apply();
    row.scrollIntoView({block:'center'});
    return true;
  }
  function fromHash(){
    var hash=decodeURIComponent(location.hash.replace(/^#/,'')), key=null;
    if(!hash){return null;}
    hash.split('&').forEach(function(part){
      var kv=part.split('='), name={checks:'check',check:'check',status:'status'}[kv[0]];
      if(kv.length===2&&kv[0]==='key'){key=kv[1];return;}
      if(kv.length!==2||!name){return;}
      var wanted=kv[1].split(',');
      form.querySelectorAll('input[name='+name+']').forEach(function(box){
        box.checked=wanted.indexOf(box.value)>=0;
      });
    });
    return key;
  }
  function sticky(){document.documentElement.style.setProperty('--bar',bar.offsetHeight+'px');}
  form.addEventListener('change',apply);
  form.addEventListener('submit',function(e){
    e.preventDefault();go(document.getElementById('goto-key').value);
  });
  window.addEventListener('hashchange',function(){var k=fromHash();apply();if(k){go(k);}});
  window.addEventListener('resize',sticky);
  var key=fromHash();apply();sticky();if(key){go(key);}
  // when the page was usable, in ms since navigation began (read by scripts/parity_page.py)
  document.documentElement.setAttribute('data-ready-ms',String(Math.round(performance.now())));
})();
