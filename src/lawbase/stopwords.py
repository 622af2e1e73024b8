"""Function words ("stop words") by language, as data: words an index leaves out.

SNOWBALL holds the Snowball project's stop lists (snowballstem.org, BSD licence; the same lists
PostgreSQL and Whoosh ship) for the languages that have one; Greek, Polish and Czech have none
there. The booklet's index (booklet/terms.py) adds INDEX_EXTRA, short lists of our own: the
commonest function words of Greek and Polish, and words of legal prose the Snowball lists lack.
Each list is one string of words separated by white space, in lower case, NFC.
"""

from __future__ import annotations

SNOWBALL: dict[str, str] = {
    "da": """
        ad af alle alt anden at blev blive bliver da de dem den denne der deres det dette
        dig din disse dog du efter eller en end er et for fra ham han hans har havde have
        hende hendes her hos hun hvad hvis hvor i ikke ind jeg jer jo kunne man mange med
        meget men mig min mine mit mod ned noget nogle nu når og også om op os over på selv
        sig sin sine sit skal skulle som sådan thi til ud under var vi vil ville vor være
        været
    """,
    "de": """
        aber alle allem allen aller alles als also am an ander andere anderem anderen
        anderer anderes anderm andern anderr anders auch auf aus bei bin bis bist da damit
        dann das dasselbe dazu daß dein deine deinem deinen deiner deines dem demselben den
        denn denselben der derer derselbe derselben des desselben dessen dich die dies diese
        dieselbe dieselben diesem diesen dieser dieses dir doch dort du durch ein eine einem
        einen einer eines einig einige einigem einigen einiger einiges einmal er es etwas
        euch euer eure eurem euren eurer eures für gegen gewesen hab habe haben hat hatte
        hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in
        indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann
        kein keine keinem keinen keiner keines können könnte machen man manche manchem
        manchen mancher manches mein meine meinem meinen meiner meines mich mir mit muss
        musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen
        seiner seines selbst sich sie sind so solche solchem solchen solcher solches soll
        sollte sondern sonst um und uns unse unsem unsen unser unses unter viel vom von vor
        war waren warst was weg weil weiter welche welchem welchen welcher welches wenn
        werde werden wie wieder will wir wird wirst wo wollen wollte während würde würden zu
        zum zur zwar zwischen über
    """,
    "en": """
        a about above after again against all am an and any are as at be because been before
        being below between both but by can did do does doing don down during each few for
        from further had has have having he her here hers herself him himself his how i if
        in into is it its itself just me more most my myself no nor not now of off on once
        only or other our ours ourselves out over own s same she should so some such t than
        that the their theirs them themselves then there these they this those through to
        too under until up very was we were what when where which while who whom why will
        with you your yours yourself yourselves
    """,
    "es": """
        a al algo algunas algunos ante antes como con contra cual cuando de del desde donde
        durante e el ella ellas ellos en entre era erais eran eras eres es esa esas ese eso
        esos esta estaba estabais estaban estabas estad estada estadas estado estados
        estamos estando estar estaremos estará estarán estarás estaré estaréis estaría
        estaríais estaríamos estarían estarías estas este estemos esto estos estoy estuve
        estuviera estuvierais estuvieran estuvieras estuvieron estuviese estuvieseis
        estuviesen estuvieses estuvimos estuviste estuvisteis estuviéramos estuviésemos
        estuvo está estábamos estáis están estás esté estéis estén estés fue fuera fuerais
        fueran fueras fueron fuese fueseis fuesen fueses fui fuimos fuiste fuisteis fuéramos
        fuésemos ha habida habidas habido habidos habiendo habremos habrá habrán habrás
        habré habréis habría habríais habríamos habrían habrías habéis había habíais
        habíamos habían habías han has hasta hay haya hayamos hayan hayas hayáis he hemos
        hube hubiera hubierais hubieran hubieras hubieron hubiese hubieseis hubiesen
        hubieses hubimos hubiste hubisteis hubiéramos hubiésemos hubo la las le les lo los
        me mi mis mucho muchos muy más mí mía mías mío míos nada ni no nos nosotras nosotros
        nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por
        porque que quien quienes qué se sea seamos sean seas sentid sentida sentidas sentido
        sentidos seremos será serán serás seré seréis sería seríais seríamos serían serías
        seáis siente sin sintiendo sobre sois somos son soy su sus suya suyas suyo suyos sí
        también tanto te tendremos tendrá tendrán tendrás tendré tendréis tendría tendríais
        tendríamos tendrían tendrías tened tenemos tenga tengamos tengan tengas tengo
        tengáis tenida tenidas tenido tenidos teniendo tenéis tenía teníais teníamos tenían
        tenías ti tiene tienen tienes todo todos tu tus tuve tuviera tuvierais tuvieran
        tuvieras tuvieron tuviese tuvieseis tuviesen tuvieses tuvimos tuviste tuvisteis
        tuviéramos tuviésemos tuvo tuya tuyas tuyo tuyos tú un una uno unos vosostras
        vosostros vuestra vuestras vuestro vuestros y ya yo él éramos
    """,
    "fi": """
        ei eivät emme en et ette että he heidän heidät heihin heille heillä heiltä heissä
        heistä heitä hän häneen hänelle hänellä häneltä hänen hänessä hänestä hänet häntä
        itse ja johon joiden joihin joiksi joilla joille joilta joina joissa joista joita
        joka joksi jolla jolle jolta jona jonka jos jossa josta jota jotka kanssa keiden
        keihin keiksi keille keillä keiltä keinä keissä keistä keitä keneen keneksi kenelle
        kenellä keneltä kenen kenenä kenessä kenestä kenet ketkä ketä koska kuin kuka kun me
        meidän meidät meihin meille meillä meiltä meissä meistä meitä mihin miksi mikä mille
        millä miltä minkä minua minulla minulle minulta minun minussa minusta minut minuun
        minä missä mistä mitkä mitä mukaan mutta ne niiden niihin niiksi niille niillä
        niiltä niin niinä niissä niistä niitä noiden noihin noiksi noilla noille noilta noin
        noina noissa noista noita nuo nyt näiden näihin näiksi näille näillä näiltä näinä
        näissä näistä näitä nämä ole olemme olen olet olette oli olimme olin olisi olisimme
        olisin olisit olisitte olisivat olit olitte olivat olla olleet ollut on ovat poikki
        se sekä sen siihen siinä siitä siksi sille sillä siltä sinua sinulla sinulle sinulta
        sinun sinussa sinusta sinut sinuun sinä sitä tai tallä te teidän teidät teihin
        teille teillä teiltä teissä teistä teitä tuo tuohon tuoksi tuolla tuolle tuolta tuon
        tuona tuossa tuosta tuotä tähän täksi tälle tältä tämä tämän tänä tässä tästä tätä
        vaan vai vaikka yli
    """,
    "fr": """
        ai aie aient aies ait as au aura aurai auraient aurais aurait auras aurez auriez
        aurions aurons auront aux avaient avais avait avec avez aviez avions avons ayant
        ayante ayantes ayants ayez ayons c ce ces d dans de des du elle en es est et eu eue
        eues eurent eus eusse eussent eusses eussiez eussions eut eux eûmes eût eûtes furent
        fus fusse fussent fusses fussiez fussions fut fûmes fût fûtes il j je l la le leur
        lui m ma mais me mes moi mon même n ne nos notre nous on ont ou par pas pour qu que
        qui s sa se sera serai seraient serais serait seras serez seriez serions serons
        seront ses soient sois soit sommes son sont soyez soyons suis sur t ta te tes toi
        ton tu un une vos votre vous y à étaient étais était étant étante étantes étants
        étiez étions été étée étées étés êtes
    """,
    "hu": """
        a abban ahhoz ahogy ahol aki akik akkor alatt amely amelyek amelyekben amelyeket
        amelyet amelynek ami amikor amit amolyan amíg annak arra arról az azok azon azonban
        azt aztán azután azzal azért be belül benne bár cikk cikkek cikkeket csak de e ebben
        eddig egy egyes egyetlen egyik egyre egyéb egész ehhez ekkor el ellen elsõ elég elõ
        elõször elõtt emilyen ennek erre ez ezek ezen ezt ezzel ezért fel felé hanem hiszen
        hogy hogyan igen ill ill. illetve ilyen ilyenkor ismét ison itt jobban jó jól kell
        kellett keressünk keresztül ki kívül között közül legalább legyen lehet lehetett
        lenne lenni lesz lett maga magát majd meg mellett mely melyek mert mi mikor milyen
        minden mindenki mindent mindig mint mintha mit mivel miért most már más másik még
        míg nagy nagyobb nagyon ne nekem neki nem nincs néha néhány nélkül olyan ott pedig
        persze rá s saját sem semmi sok sokat sokkal szemben szerint szinte számára talán
        tehát teljes tovább továbbá több ugyanis utolsó után utána vagy vagyis vagyok valaki
        valami valamint való van vannak vele vissza viszont volna volt voltak voltam voltunk
        által általában át én éppen és így õ õk õket össze úgy új újabb újra
    """,
    "it": """
        a abbia abbiamo abbiano abbiate ad agl agli ai al all alla alle allo anche avemmo
        avendo avesse avessero avessi avessimo aveste avesti avete aveva avevamo avevano
        avevate avevi avevo avrai avranno avrebbe avrebbero avrei avremmo avremo avreste
        avresti avrete avrà avrò avuta avute avuti avuto c che chi ci coi col come con
        contro cui da dagl dagli dai dal dall dalla dalle dallo degl degli dei del dell
        della delle dello di dov dove e ebbe ebbero ebbi ed era erano eravamo eravate eri
        ero essendo faccia facciamo facciano facciate faccio facemmo facendo facesse
        facessero facessi facessimo faceste facesti faceva facevamo facevano facevate facevi
        facevo fai fanno farai faranno farebbe farebbero farei faremmo faremo fareste
        faresti farete farà farò fece fecero feci fosse fossero fossi fossimo foste fosti fu
        fui fummo furono gli ha hai hanno ho i il in io l la le lei li lo loro lui ma mi mia
        mie miei mio ne negl negli nei nel nell nella nelle nello noi non nostra nostre
        nostri nostro o per perché più quale quanta quante quanti quanto quella quelle
        quelli quello questa queste questi questo sarai saranno sarebbe sarebbero sarei
        saremmo saremo sareste saresti sarete sarà sarò se sei si sia siamo siano siate
        siete sono sta stai stando stanno starai staranno starebbe starebbero starei
        staremmo staremo stareste staresti starete starà starò stava stavamo stavano stavate
        stavi stavo stemmo stesse stessero stessi stessimo steste stesti stette stettero
        stetti stia stiamo stiano stiate sto su sua sue sugl sugli sui sul sull sulla sulle
        sullo suo suoi ti tra tu tua tue tuo tuoi tutti tutto un una uno vi voi vostra
        vostre vostri vostro è
    """,
    "nl": """
        aan al alles als altijd andere ben bij daar dan dat de der deze die dit doch doen
        door dus een eens en er ge geen geweest haar had heb hebben heeft hem het hier hij
        hoe hun iemand iets ik in is ja je kan kon kunnen maar me meer men met mij mijn moet
        na naar niet niets nog nu of om omdat onder ons ook op over reeds te tegen toch toen
        tot u uit uw van veel voor want waren was wat werd wezen wie wil worden wordt zal ze
        zelf zich zij zijn zo zonder zou
    """,
    "no": """
        alle at av bare begge ble blei bli blir blitt både båe da de deg dei deim deira
        deires dem den denne der dere deres det dette di din disse ditt du dykk dykkar då eg
        ein eit eitt eller elles en enn er et ett etter for fordi fra før ha hadde han hans
        har hennar henne hennes her hjå ho hoe honom hoss hossen hun hva hvem hver hvilke
        hvilken hvis hvor hvordan hvorfor i ikke ikkje ingen ingi inkje inn inni ja jeg kan
        kom korleis korso kun kunne kva kvar kvarhelst kven kvi kvifor man mange me med
        medan meg meget mellom men mi min mine mitt mot mykje ned no noe noen noka noko
        nokon nokor nokre nå når og også om opp oss over på samme seg selv si sia sidan
        siden sin sine sitt sjøl skal skulle slik so som somme somt så sånn til um upp ut
        uten var vart varte ved vere verte vi vil ville vore vors vort vår være vært å
    """,
    "pt": """
        a ao aos aquela aquelas aquele aqueles aquilo as até com como da das de dela delas
        dele deles depois do dos e ela elas ele eles em entre era eram essa essas esse esses
        esta estamos estas estava estavam este esteja estejam estejamos estes esteve estive
        estivemos estiver estivera estiveram estiverem estivermos estivesse estivessem
        estivéramos estivéssemos estou está estávamos estão eu foi fomos for fora foram
        forem formos fosse fossem fui fôramos fôssemos haja hajam hajamos havemos hei houve
        houvemos houver houvera houveram houverei houverem houveremos houveria houveriam
        houvermos houverá houverão houveríamos houvesse houvessem houvéramos houvéssemos há
        hão isso isto já lhe lhes mais mas me mesmo meu meus minha minhas muito na nas nem
        no nos nossa nossas nosso nossos num numa não nós o os ou para pela pelas pelo pelos
        por qual quando que quem se seja sejam sejamos sem serei seremos seria seriam será
        serão seríamos seu seus somos sou sua suas são só também te tem temos tenha tenham
        tenhamos tenho terei teremos teria teriam terá terão teríamos teu teus teve tinha
        tinham tive tivemos tiver tivera tiveram tiverem tivermos tivesse tivessem tivéramos
        tivéssemos tu tua tuas tém tínhamos um uma você vocês vos à às éramos
    """,
    "ru": """
        а без более больше будет будто бы был была были было быть в вам вас вдруг ведь во
        вот впрочем все всегда всего всех всю вы где да даже два для до другой его ее ей ему
        если есть еще ж же за зачем здесь и из или им иногда их к как какая какой когда
        конечно кто куда ли лучше между меня мне много может можно мой моя мы на над надо
        наконец нас не него нее ней нельзя нет ни нибудь никогда ним них ничего но ну о об
        один он она они опять от перед по под после потом потому почти при про раз разве с
        сам свою себе себя сейчас со совсем так такой там тебя тем теперь то тогда того тоже
        только том тот три тут ты у уж уже хорошо хоть чего чем через что чтоб чтобы чуть
        эти этого этой этом этот эту я
    """,
    "sv": """
        alla allt att av blev bli blir blivit de dem den denna deras dess dessa det detta
        dig din dina ditt du där då efter ej eller en er era ert ett från för ha hade han
        hans har henne hennes hon honom hur här i icke ingen inom inte jag ju kan kunde man
        med mellan men mig min mina mitt mot mycket ni nu när någon något några och om oss
        på samma sedan sig sin sina sitta själv skulle som så sådan sådana sådant till under
        upp ut utan vad var vara varför varit varje vars vart vem vi vid vilka vilkas vilken
        vilket vår våra vårt än är åt över
    """,
    "tr": """
        acaba ama aslında az bazı belki biri birkaç birşey biz bu da daha de defa diye en
        eğer gibi hem hep hepsi her hiç ile ise için kez ki kim mu mü mı nasıl ne neden
        nerde nerede nereye niye niçin o sanki siz tüm ve veya ya yani çok çünkü şey şu
    """,
}

# Ours, for the booklet's index: Greek and Polish function words (Snowball has no list), and
# words of legal prose ("indien", "unless", "shall") that index nothing.
INDEX_EXTRA: dict[str, str] = {
    "el": """
        και του της των τον την στο στη στην στον στα στις στους από για που δεν είναι αυτό
        αυτή αυτός αυτά αυτές αυτού αυτής εάν όταν ότι μετά πριν κατά μέχρι οποίο οποία
        οποίος οποίου οποίας οποίων εκτός μπορεί πρέπει όπως ένας ένα μία μια έναν ενός μιας
        οποιοδήποτε οποιαδήποτε άλλος άλλη άλλο άλλα άλλων θα να με σε ως ή αν τα τι τους
        τις μη μην δε έχει έχουν είχε όλα όλες όλοι κάθε πως ώστε αφού ενώ ήδη πάλι πολύ
        λόγω μόνο επίσης καθώς οι ο η το είτε έπειτα ούτε οποιοσδήποτε κάποιος κάποια κάποιο
    """,
    "pl": """
        oraz jest może który która które którego której których przez jeżeli jeśli gdy kiedy
        także również tylko jednak przed zgodnie między będzie zostać został została zostało
        zostały jego jej ich tego tej tych takie taki taka gdzie żeby aby albo lub jako nawet
        bardzo wszystkie wszystkich każdy każdego każda innych inne inny się nie jak czy już
        ten tym tymi dla pod nad bez przy być mieć swój swoje swojej swoich jeden jedna
        jedno jednego jednej więc wtedy wówczas natomiast powinien powinna powinno można
        należy któryś żaden żadna żadne jakiś jakaś jakieś tak
    """,
    "nl": """
        indien waarbij tenzij binnen iedere ieder elke welke waarin wanneer nadat voordat
        zoals volgens waardoor hiervan daarvan hierbij daarbij bepaalde eerder later moeten
        mogen wordt worden werden zullen zouden kunnen heeft hebben zijn deze niet voor door
        naar maar werd geen haar hun alle onder over bijvoorbeeld zich wel ook dan toch alleen
        dergelijk dergelijke meerdere andere enige enkele zulke zulk daarna daarop
    """,
    "en": """
        unless within which where whose whether after before under according shall should
        would could might there their these those other another also only such than then
        when with been being does done each more most must upon either neither any some both
    """,
}
