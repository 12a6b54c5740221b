// Made by api/scripts/british-spellings.mjs from VarCon (`american-british-english-translator`): do not edit.
// British spellings and their American forms (british:american), where the -is- → -iz- rule does not give it.
export const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map(
  `
accoutrements:accouterments aeon:eon aeons:eons aerogramme:aerogram aerogrammes:aerograms aeroplane:airplane aeroplanes:airplanes
aesthete:esthete aesthetes:esthetes aesthetic:esthetic aesthetically:esthetically aesthetics:esthetics aetiology:etiology ageing:aging
aggrandisement:aggrandizement agonisingly:agonizingly almanack:almanac almanacks:almanacs aluminium:aluminum amortisable:amortizable
amphitheatre:amphitheater amphitheatres:amphitheaters anaemia:anemia anaemic:anemic anaesthesia:anesthesia anaesthetic:anesthetic
anaesthetics:anesthetics anaesthetise:anesthetize anaesthetised:anesthetized anaesthetises:anesthetizes anaesthetising:anesthetizing
anaesthetist:anesthetist anaesthetists:anesthetists anaesthetize:anesthetize anaesthetized:anesthetized anaesthetizes:anesthetizes
anaesthetizing:anesthetizing analogue:analog analogues:analogs analyse:analyze analysed:analyzed analyses:analyzes analysing:analyzing
appal:appall appals:appalls appetisingly:appetizingly arbour:arbor arbours:arbors archaeological:archeological
archaeologically:archeologically archaeologist:archeologist archaeologists:archeologists archaeology:archeology ardour:ardor armour:armor
armoured:armored armourer:armorer armourers:armorers armouries:armories armoury:armory artefact:artifact artefacts:artifacts axe:ax
backpedalled:backpedaled backpedalling:backpedaling bannister:banister bannisters:banisters battleaxe:battleax baulk:balk baulked:balked
baulking:balking baulks:balks bedevilled:bedeviled bedevilling:bedeviling behaviour:behavior behavioural:behavioral behaviourism:behaviorism
behaviourist:behaviorist behaviourists:behaviorists behaviours:behaviors behove:behoove behoved:behooved behoves:behooves
bejewelled:bejeweled belabour:belabor belaboured:belabored belabouring:belaboring belabours:belabors bevelled:beveled bevvies:bevies
bevvy:bevy biassed:biased biassing:biasing bingeing:binging bougainvillaea:bougainvillea bougainvillaeas:bougainvilleas
breathalyse:breathalyze breathalysed:breathalyzed breathalyser:breathalyzer breathalysers:breathalyzers breathalyses:breathalyzes
breathalysing:breathalyzing buses:busses busing:bussing caesarean:cesarean caesareans:cesareans calibre:caliber calibres:calibers
calliper:caliper callipers:calipers callisthenics:calisthenics cancellation:cancelation cancellations:cancelations cancelled:canceled
cancelling:canceling candour:candor carolled:caroled carolling:caroling catalogue:catalog catalogued:cataloged catalogues:catalogs
cataloguing:cataloging catalyse:catalyze catalysed:catalyzed catalyses:catalyzes catalysing:catalyzing cavilled:caviled cavilling:caviling
centigramme:centigram centigrammes:centigrams centilitre:centiliter centilitres:centiliters centimetre:centimeter centimetres:centimeters
centre:center centred:centered centrefold:centerfold centrefolds:centerfolds centrepiece:centerpiece centrepieces:centerpieces
centres:centers channelled:channeled channelling:channeling chequebook:checkbook chequebooks:checkbooks chequered:checkered chilli:chili
chimaera:chimera chimaeras:chimeras chiselled:chiseled chiselling:chiseling clamour:clamor clamoured:clamored clamouring:clamoring
clamours:clamors clangour:clangor clarinettist:clarinetist clarinettists:clarinetists colour:color colourant:colorant colourants:colorants
coloured:colored coloureds:coloreds colourful:colorful colourfully:colorfully colouring:coloring colourize:colorize colourized:colorized
colourizes:colorizes colourizing:colorizing colourless:colorless colours:colors connexion:connection connexions:connections cosier:cozier
cosies:cozies cosiest:coziest cosily:cozily cosiness:coziness cosy:cozy councillor:councilor councillors:councilors counselled:counseled
counselling:counseling counsellor:counselor counsellors:counselors crenellated:crenelated crueller:crueler cruellest:cruelest
cudgelled:cudgeled cudgelling:cudgeling defence:defense defenceless:defenseless defences:defenses demeanour:demeanor dialled:dialed
dialling:dialing dialogue:dialog dialogues:dialogs diarrhoea:diarrhea disc:disk discolour:discolor discoloured:discolored
discolouring:discoloring discolours:discolors discs:disks disembowelled:disemboweled disembowelling:disemboweling disfavour:disfavor
dishevelled:disheveled dishonour:dishonor dishonourable:dishonorable dishonourably:dishonorably dishonoured:dishonored
dishonouring:dishonoring dishonours:dishonors distil:distill distils:distills draught:draft draughtboard:draftboard
draughtboards:draftboards draughtier:draftier draughtiest:draftiest draughtsman:draftsman draughtsmanship:draftsmanship
draughtsmen:draftsmen draughtswoman:draftswoman draughtswomen:draftswomen draughty:drafty drivelled:driveled drivelling:driveling
duelled:dueled duelling:dueling edoema:edema enamelled:enameled enamelling:enameling enamoured:enamored encyclopaedia:encyclopedia
encyclopaedias:encyclopedias encyclopaedic:encyclopedic endeavour:endeavor endeavoured:endeavored endeavouring:endeavoring
endeavours:endeavors enrol:enroll enrols:enrolls enthral:enthrall enthrals:enthralls epaulette:epaulet epaulettes:epaulets
epicentre:epicenter epicentres:epicenters epilogue:epilog epilogues:epilogs faecal:fecal faeces:feces favour:favor favourable:favorable
favourably:favorably favoured:favored favouring:favoring favourite:favorite favourites:favorites favouritism:favoritism favours:favors
fervour:fervor fibre:fiber fibreglass:fiberglass fibres:fibers fillet:filet filleted:fileted filleting:fileting fillets:filets
flautist:flutist flautists:flutists flavour:flavor flavoured:flavored flavouring:flavoring flavourings:flavorings flavourless:flavorless
flavours:flavors flavoursome:flavorsome foetal:fetal foetid:fetid foetus:fetus foetuses:fetuses fulfil:fulfill fulfilment:fulfillment
fulfils:fulfills funnelled:funneled funnelling:funneling gambolled:gamboled gambolling:gamboling gaolbird:jailbird gaolbirds:jailbirds
gaolbreak:jailbreak gaolbreaks:jailbreaks gaoled:jailed gaoler:jailer gaolers:jailers gaoling:jailing gaols:jails gases:gasses gauge:gage
gauged:gaged gauges:gages gauging:gaging gipsies:gypsies glamour:glamor glueing:gluing goitre:goiter goitres:goiters gonorrhoea:gonorrhea
gramme:gram grammes:grams gravelled:graveled grey:gray greyed:grayed greying:graying greyish:grayish greyness:grayness greys:grays
grovelled:groveled grovelling:groveling groyne:groin groynes:groins gruelling:grueling gruellingly:gruelingly gryphon:griffin
gryphons:griffins gynaecological:gynecological gynaecologist:gynecologist gynaecologists:gynecologists gynaecology:gynecology
haematological:hematological haematologist:hematologist haematologists:hematologists haematology:hematology haemoglobin:hemoglobin
haemophilia:hemophilia haemophiliac:hemophiliac haemophiliacs:hemophiliacs haemorrhage:hemorrhage haemorrhaged:hemorrhaged
haemorrhages:hemorrhages haemorrhaging:hemorrhaging haemorrhoids:hemorrhoids harbour:harbor harboured:harbored harbouring:harboring
harbours:harbors homoeopath:homeopath homoeopathic:homeopathic homoeopaths:homeopaths homoeopathy:homeopathy honour:honor
honourable:honorable honourably:honorably honoured:honored honouring:honoring honours:honors humour:humor humoured:humored
humouring:humoring humourless:humorless humours:humors impanelled:impaneled impanelling:impaneling imperilled:imperiled
imperilling:imperiling inflexion:inflection inflexions:inflections initialled:initialed initialling:initialing instal:install
instalment:installment instalments:installments instals:installs instil:instill instils:instills jewelled:jeweled jeweller:jeweler
jewellers:jewelers jewellery:jewelry judgement:judgment kilogramme:kilogram kilogrammes:kilograms kilometre:kilometer kilometres:kilometers
labelled:labeled labelling:labeling labour:labor laboured:labored labourer:laborer labourers:laborers labouring:laboring labours:labors
lacklustre:lackluster leukaemia:leukemia levelled:leveled leveller:leveler levellers:levelers levelling:leveling libelled:libeled
libelling:libeling libellous:libelous licence:license licenced:licensed licences:licenses licencing:licensing likeable:likable litre:liter
litres:liters louvre:louver louvred:louvered louvres:louvers lustre:luster manoeuvrability:maneuverability manoeuvrable:maneuverable
manoeuvre:maneuver manoeuvred:maneuvered manoeuvres:maneuvers manoeuvring:maneuvering manoeuvrings:maneuverings marshalled:marshaled
marshalling:marshaling marvelled:marveled marvelling:marveling marvellous:marvelous marvellously:marvelously meagre:meager
mediaeval:medieval metre:meter metres:meters micrometre:micrometer micrometres:micrometers milligramme:milligram milligrammes:milligrams
millilitre:milliliter millilitres:milliliters millimetre:millimeter millimetres:millimeters minibuses:minibusses misbehaviour:misbehavior
misdemeanour:misdemeanor misdemeanours:misdemeanors misspelt:misspelled mitre:miter mitres:miters modelled:modeled modeller:modeler
modellers:modelers modelling:modeling monologue:monolog monologues:monologs mould:mold moulded:molded moulder:molder mouldered:moldered
mouldering:moldering moulders:molders mouldier:moldier mouldiest:moldiest moulding:molding mouldings:moldings moulds:molds mouldy:moldy
moult:molt moulted:molted moulting:molting moults:molts moustache:mustache moustached:mustached moustaches:mustaches
moustachioed:mustachioed multicoloured:multicolored neighbour:neighbor neighbourhood:neighborhood neighbourhoods:neighborhoods
neighbouring:neighboring neighbourliness:neighborliness neighbourly:neighborly neighbours:neighbors odour:odor odourless:odorless
odours:odors oesophagus:esophagus oesophaguses:esophaguses oestrogen:estrogen offence:offense offences:offenses omelette:omelet
omelettes:omelets organisational:organizational orthopaedic:orthopedic orthopaedics:orthopedics outmanoeuvre:outmaneuver
outmanoeuvred:outmaneuvered outmanoeuvres:outmaneuvers outmanoeuvring:outmaneuvering paederast:pederast paederasts:pederasts
paediatric:pediatric paediatrician:pediatrician paediatricians:pediatricians paediatrics:pediatrics paedophile:pedophile
paedophiles:pedophiles paedophilia:pedophilia palaeolithic:paleolithic palaeontologist:paleontologist palaeontologists:paleontologists
palaeontology:paleontology panelled:paneled panelling:paneling panellist:panelist panellists:panelists paralyse:paralyze paralysed:paralyzed
paralyses:paralyzes paralysing:paralyzing parcelled:parceled parcelling:parceling parlour:parlor parlours:parlors
patronisingly:patronizingly pedalled:pedaled pedalling:pedaling pencilled:penciled pencilling:penciling pharmacopoeia:pharmacopeia
pharmacopoeias:pharmacopeias philtre:filter philtres:filters phoney:phony plough:plow ploughed:plowed ploughing:plowing ploughman:plowman
ploughmen:plowmen ploughs:plows ploughshare:plowshare ploughshares:plowshares pouffe:pouf pouffes:poufs practise:practice
practised:practiced practises:practices practising:practicing praesidium:presidium praesidiums:presidiums pretence:pretense
pretences:pretenses primaeval:primeval programme:program programmes:programs prologue:prolog prologues:prologs psychoanalyse:psychoanalyze
psychoanalysed:psychoanalyzed psychoanalyses:psychoanalyzes psychoanalysing:psychoanalyzing pummelled:pummel pummelling:pummeled
pyjama:pajama pyjamas:pajamas pzazz:pizzazz quarrelled:quarreled quarrelling:quarreling rancour:rancor ravelled:raveled ravelling:raveling
realisable:realizable recognisable:recognizable recognisably:recognizably recognisance:recognizance reconnoitre:reconnoiter
reconnoitred:reconnoitered reconnoitres:reconnoiters reconnoitring:reconnoitering refuelled:refueled refuelling:refueling
remodelled:remodeled remodelling:remodeling remould:remold remoulded:remolded remoulding:remolding remoulds:remolds revelled:reveled
reveller:reveler revellers:revelers revelling:reveling rigour:rigor rigours:rigors rivalled:rivaled rivalling:rivaling rumour:rumor
rumoured:rumored rumours:rumors sabre:saber sabres:sabers saltpetre:saltpeter saviour:savior saviours:saviors savour:savor savoured:savored
savouries:savories savouring:savoring savours:savors savoury:savory sceptic:skeptic sceptical:skeptical sceptically:skeptically
scepticism:skepticism sceptics:skeptics sceptre:scepter sceptres:scepters sepulchre:sepulcher sepulchres:sepulchers sheikh:sheik
shovelled:shoveled shovelling:shoveling shrivelled:shriveled shrivelling:shriveling signalled:signaled signalling:signaling smoulder:smolder
smouldered:smoldered smouldering:smoldering smoulders:smolders snivelled:sniveled snivelling:sniveling snorkelled:snorkeled
snorkelling:snorkeling snowplough:snowplow snowploughs:snowplow sombre:somber spectre:specter spectres:specters spiralled:spiraled
spiralling:spiraling splendour:splendor splendours:splendors squirrelled:squirreled squirrelling:squirreling stencilled:stenciled
stencilling:stenciling succour:succor succoured:succored succouring:succoring succours:succors sulphate:sulfate sulphates:sulfates
sulphide:sulfide sulphides:sulfides sulphur:sulfur sulphurous:sulfurous swivelled:swiveled swivelling:swiveling syphon:siphon
syphoned:siphoned syphoning:siphoning syphons:siphons tantalisingly:tantalizingly tasselled:tasseled technicolour:technicolor
theatre:theater theatregoer:theatergoer theatregoers:theatergoers theatres:theaters tonne:ton tonnes:tons towelled:toweled
towelling:toweling toxaemia:toxemia tranquillise:tranquilize tranquillised:tranquilized tranquilliser:tranquilizer
tranquillisers:tranquilizers tranquillises:tranquilizes tranquillising:tranquilizing tranquillity:tranquility tranquillize:tranquilize
tranquillized:tranquilized tranquillizer:tranquilizer tranquillizers:tranquilizers tranquillizes:tranquilizes tranquillizing:tranquilizing
tranquilly:tranquility travelled:traveled traveller:traveler travellers:travelers travelling:traveling travelogue:travelog
travelogues:travelogs trialled:trialed trialling:trialing tricolour:tricolor tricolours:tricolors tumour:tumor tumours:tumors
tunnelled:tunneled tunnelling:tunneling tyre:tire tyres:tires unequalled:unequaled unfavourable:unfavorable unfavourably:unfavorably
unravelled:unraveled unravelling:unraveling unrecognisable:unrecognizable unrivalled:unrivaled unsavoury:unsavory untrammelled:untrammeled
utilisable:utilizable valour:valor vapour:vapor vapours:vapors videodisc:videodisk videodiscs:videodisks vigour:vigor waggon:wagon
waggons:wagons watercolour:watercolor watercolours:watercolors weaselled:weaseled weaselling:weaseling woollen:woolen woollens:woolens
woollies:woolies woolly:wooly worshipped:worshiped worshipper:worshiper worshipping:worshiping yodelled:yodeled yodelling:yodeling
yoghourt:yogurt yoghourts:yogurts yoghurt:yogurt yoghurts:yogurts
`
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split(':') as [string, string]),
);
