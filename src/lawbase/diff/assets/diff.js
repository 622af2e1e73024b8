// Filter the rows by law and by kind of change; the page reads in full without script.
(function () {
  document.documentElement.classList.add("js");
  var law = document.getElementById("law");
  var boxes = document.querySelectorAll("input[name=kind]");
  function apply() {
    var kinds = {};
    boxes.forEach(function (b) { kinds[b.value] = b.checked; });
    document.querySelectorAll("article.row").forEach(function (row) {
      var show = (!law.value || row.dataset.law === law.value) &&
        (kinds[row.dataset.change] || (!row.classList.contains("same") && row.dataset.change === "unchanged"));
      row.classList.toggle("hidden", !show);
    });
    document.querySelectorAll("section.law").forEach(function (sec) {
      sec.classList.toggle("hidden", !sec.querySelector("article.row:not(.hidden)"));
    });
  }
  law.addEventListener("change", apply);
  boxes.forEach(function (b) { b.addEventListener("change", apply); });
  apply();
})();
