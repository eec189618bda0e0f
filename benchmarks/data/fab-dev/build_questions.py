"""Writes questions.jsonl for fab-dev. Standard library only. Order is a seeded shuffle
re-drawn until no three consecutive questions share a type."""
import json, os, random

D = lambda n: "FAB-doc-%03d" % n
Q = []
def q(t, question, answers, sup, note):
    Q.append({"question": question, "answers": answers, "supporting_ids": [D(n) for n in sup], "type": t, "note": note})

# ---------------- single_hop (20)
q("single_hop", "Who is deputy to the head of Facilities Engineering?", ["Callum Reyes"], [14],
  "Team page states lead and deputy in one sentence. Distractor: Gwen Idris (lead); Callum also appears as HV authorised person.")
q("single_hop", "What recovery point objective has been set for FabTrack?", ["15 minutes", "15 min"], [3],
  "RPO sits on the line after RTO. Distractor: RTO 2 hours, the obsolete 4-hour target and the five-minute log shipping interval.")
q("single_hop", "What is the RPO for RecipeVault?", ["1 hour", "one hour", "60 minutes"], [4],
  "Adjacent table rows. Distractor: RTO 4 hours in the row above.")
q("single_hop", "Who is Norbrook's account manager at Greyfield Controls now?", ["Owen Prentice"], [20],
  "Current vs former account manager. Distractor: Lydia Sharma (until 30 June 2024).")
q("single_hop", "What is the resolution target for a P2 incident on a manufacturing IT system?", ["8 hours", "eight hours"], [45],
  "Response vs resolution and adjacent rows. Distractor: P2 response 30 minutes, P1 resolution 4 hours, weekend P2 resolution 12 hours.")
q("single_hop", "When does Norbrook's contract with Vantrel Systems end?", ["31 December 2025", "31/12/2025"], [19],
  "Look-alike supplier names. Distractor: Vantrell Robotics contract end 30 June 2026 (doc-018).")
q("single_hop", "What is the contract reference for the Vantrell Robotics agreement?", ["VR-2021-AMHS-07"], [18],
  "Look-alike supplier. Distractor: Vantrel Systems reference VS-0392 (doc-019).")
q("single_hop", "Who heads the Infrastructure and Data Centre team?", ["Martin Okafor"], [15],
  "Lead vs deputy. Distractor: Sunniva Berg (deputy) and Graham Ellery (former Manufacturing Systems lead who now reports to Martin).")
q("single_hop", "Who is the site manager at Kelmscar?", ["Bernard Oduya"], [24],
  "Distractor: Gwen Idris (Facilities Engineering lead, based at Kelmscar) and Harriet Quayle (Pellbridge site director, doc-023).")
q("single_hop", "How many wafers were put on hold in INC-2024-031?", ["1,240", "1240", "1,240 wafers"], [27],
  "Same bullet gives lots and wafers. Distractor: 52 lots; 2,600 wafer moves lost.")
q("single_hop", "How many vehicles are in service on Skyrail?", ["148", "148 vehicles"], [7],
  "Adjacent table rows. Distractor: 12 spare vehicles; 40 vehicles added with the south loop; 62 stopped in INC-2025-006.")
q("single_hop", "Who was incident commander for INC-2025-006?", ["Bryony Hale"], [29],
  "Adjacent Field lines. Distractor: Declan Moss (review chair) and Bastian Vogel (supplier representative).")
q("single_hop", "How quickly must Marrowby get an engineer on site when the UPW supply is lost?", ["six hours", "6 hours", "within six hours"], [22],
  "Two response levels in one sentence. Distractor: next working day for anything else.")
q("single_hop", "On what date did Renata Silva become the Quoralis account manager?", ["14 February 2024", "14/02/2024"], [17],
  "Handover dates. Distractor: 13 February 2024 (Jonah Pike's last day) and 1 April 2019 (contract start).")
q("single_hop", "Who chaired the Change Advisory Board on 12 March 2025?", ["Fiona Castellan"], [33],
  "Adjacent Field lines. Distractor: Joanne Birch (minutes).")
q("single_hop", "What is the phone number of the Kelmscar control room?", ["01632 960350"], [44],
  "Adjacent table rows. Distractor: Pellbridge gatehouse 01632 960200 and Facilities Engineering on-call 07700 900422.")
q("single_hop", "What is the minimum lead time for a normal change under the current change policy?", ["7 working days", "seven working days", "7 days"], [36],
  "Current vs superseded. Distractor: 10 working days under version 3.1 (doc-037) and 2 working days for emergency retrospective approval.")
q("single_hop", "How long are database transaction log backups kept?", ["14 days", "fourteen days"], [38],
  "Adjacent table rows and superseded figure. Distractor: 35 days for full backups; 7 days for logs under version 1.3.")
q("single_hop", "How many priority 1 alarms does Halo have since the rationalisation?", ["310"], [8],
  "Before/after figures in one sentence. Distractor: about 900 before; 14,200 monitored points.")
q("single_hop", "What is the current first-stage alarm level for phosphine in GasWatch?", ["75 ppb"], [9],
  "Adjacent table columns. Distractor: second-stage 150 ppb, and the pre-change first stage of 150 ppb.")

# ---------------- multi_hop (22, 4 comparisons)
q("multi_hop", "Who is the account manager at the company that supplies the system that failed in INC-2024-031?", ["Renata Silva"], [27, 3, 17],
  "Hop 1: the PIR names only 'the Tracker'. Hop 2: FabTrack page resolves the Tracker and gives supplier Quoralis Software Ltd. Hop 3: Quoralis current account manager Renata Silva. Distractor: Jonah Pike (former, until 13 February 2024).")
q("multi_hop", "When does the supplier contract for the system that flooded the control room with alarms in INC-2024-047 end?", ["31 October 2028"], [28, 8, 20],
  "Hop 1: the PIR names Beacon. Hop 2: Halo page (formerly Beacon), supplier Greyfield Controls plc. Hop 3: FMCS contract GC-FM-2022-11 ends 31 October 2028. Distractor: GasWatch schedule ending 30 April 2026 in the correction note.")
q("multi_hop", "What is the on-call number for the team that owns the system that stalled in INC-2025-006?", ["07700 900533"], [29, 7, 44],
  "Hop 1: the PIR names OHT-North. Hop 2: Skyrail page (former name OHT-North), owner Equipment Automation. Hop 3: directory row Equipment Automation on-call 07700 900533. Distractor: adjacent rows 07700 900311 (Manufacturing Systems) and 07700 900422 (Facilities).")
q("multi_hop", "Who manages the account at the supplier of the system behind the false lot holds in INC-2025-014?", ["Chloe Marchetti"], [30, 6, 19],
  "Hop 1: the PIR names Canary. Hop 2: SentinelSPC (nickname Canary), supplier Vantrel Systems Ltd. Hop 3: account manager Chloe Marchetti since 3 June 2024. Distractor: Peter Adeyemi (former) and Bastian Vogel (look-alike Vantrell Robotics).")
q("multi_hop", "The CAB agreed on 12 March 2025 to rehost one system. At which site is the team that owns that system based?", ["Pellbridge"], [33, 4, 12],
  "Hop 1: minutes decide 'the Vault' moves DC-A to DC-B. Hop 2: RecipeVault page (the Vault), owner Manufacturing Systems. Hop 3: team base Pellbridge. Distractor: Tarnby (DC-B, the destination) and Ostry Park (DC-A).")
q("multi_hop", "Who is the deputy lead of the team that owns the system whose message broker the steering group decided to replace in September 2024?", ["Aisha Farouk"], [34, 5, 13],
  "Hop 1: minutes name 'the Bridge'. Hop 2: ToolLink page (the Bridge), owned by Equipment Automation. Hop 3: deputy Aisha Farouk. Distractor: Declan Moss (lead, who presented the item).")
q("multi_hop", "The facilities review of January 2025 approved a spare pump. When does the contract with the supplier of that plant's control system end?", ["31 August 2029"], [35, 10, 22],
  "Hop 1: minutes say the pump is for 'the Fountain' and name the supplier only generically. Hop 2: AquaPure page (the Fountain), supplier Marrowby Water Technologies. Hop 3: agreement MWT/UPW/118 runs until 31 August 2029. Distractor: the September price review and the pump cost of £38,200.")
q("multi_hop", "Which authority licenses the site where the Yield and Data Engineering team is based?", ["Tarnby and Lowmoor Licensing Authority"], [16, 26],
  "Hop 1: team based at Tarnby. Hop 2: Tarnby licensed by the Tarnby and Lowmoor Licensing Authority. Distractor: the same page names the Mercia Process Safety Inspectorate and North Vale Environment Directorate as having no responsibility.")
q("multi_hop", "Which body regulates the site where most of the Infrastructure and Data Centre team work?", ["Ostry District Fire Safety Board"], [15, 25],
  "Hop 1: most of the team work at Ostry Park (two at Tarnby). Hop 2: Ostry Park regulator is the Ostry District Fire Safety Board. Distractor: Tarnby and Lowmoor Licensing Authority (the DC-B site).")
q("multi_hop", "RUN-024 pages an on-call engineer. Who held that on-call role on Tuesday 20 May 2025?", ["Rhys Vaughan"], [40, 43],
  "Hop 1: RUN-024 pages the Facilities Engineering on-call. Hop 2: week 19 to 25 May, weekday column Rhys Vaughan. Distractor: Mei Lin Tan (weekend column that week, itself swapped to Oskar Nilsen).")
q("multi_hop", "Who was primary on-call for the team paged by RUN-011 in the week commencing 7 April 2025?", ["Elena Petrova"], [39, 42],
  "Hop 1: RUN-011 pages Manufacturing Systems on-call. Hop 2: rota row 7 April 2025, primary Elena Petrova (no swap logged). Distractor: Kwame Asante (secondary in the same row).")
q("multi_hop", "What contract reference covers the supplier support for GasWatch?", ["GC-GW-2023-02"], [9, 20],
  "Hop 1: GasWatch page gives supplier Greyfield Controls plc and says it has its own schedule. Hop 2: Greyfield correction note gives GC-GW-2023-02. Distractor: GC-FM-2022-11 in the table row for GasWatch, which the note overrides.")
q("multi_hop", "When does the contract with ToolLink's supplier end?", ["28 February 2026"], [5, 21],
  "Hop 1: ToolLink supplied by Lenterra Automation Ltd. Hop 2: contract LA-2020-015 ends 28 February 2026. Distractor: renewal decision date 31 August 2025.")
q("multi_hop", "Who leads the team that implemented CHG-2024-112?", ["Priya Raghunathan"], [31, 12],
  "Hop 1: change implemented by Manufacturing Systems. Hop 2: lead Priya Raghunathan (since March 2024). Distractor: Tomasz Wilk (raised the change, deputy) and Graham Ellery (former lead).")
q("multi_hop", "Which regulator oversees the site where the team that owns AquaPure is based?", ["North Vale Environment Directorate", "NVED"], [10, 14, 24],
  "Hop 1: AquaPure owned by Facilities Engineering. Hop 2: team based at Kelmscar. Hop 3: Kelmscar regulator North Vale Environment Directorate. Distractor: Mercia Process Safety Inspectorate, named on the same page as no longer having a role.")
q("multi_hop", "Who heads the team that develops YieldLens?", ["Hana Kowalczyk"], [11, 16],
  "Hop 1: YieldLens owned and developed by Yield and Data Engineering. Hop 2: Hana Kowalczyk heads the team. Distractor: Ravi Menon (deputy).")
q("multi_hop", "Who is the current account manager at Skyrail's supplier?", ["Bastian Vogel"], [7, 18],
  "Hop 1: Skyrail supplied by Vantrell Robotics GmbH. Hop 2: account manager Bastian Vogel since 1 September 2024. Distractor: Ingrid Lund (former) and Chloe Marchetti at look-alike Vantrel Systems.")
q("multi_hop", "RUN-011 says to call the Infrastructure and Data Centre on-call engineer before starting. What number should I ring?", ["07700 900644"], [39, 44],
  "Hop 1: RUN-011 requires the Infrastructure and Data Centre on-call but gives no number for it. Hop 2: directory row 07700 900644. Distractor: Manufacturing Systems on-call 07700 900311, the number the runbook's own team uses.")
q("multi_hop", "Which has the longer RTO, FabTrack or RecipeVault?", ["RecipeVault"], [3, 4],
  "Comparison. Hop 1: FabTrack RTO 2 hours. Hop 2: RecipeVault RTO 4 hours. Distractor: FabTrack page mentions an obsolete 4-hour target.")
q("multi_hop", "Which contract ends sooner: Lenterra Automation's master contract or Greyfield Controls' main FMCS contract?", ["Lenterra Automation", "Lenterra"], [20, 21],
  "Comparison. Hop 1: Greyfield FMCS contract GC-FM-2022-11 ends 31 October 2028. Hop 2: Lenterra LA-2020-015 ends 28 February 2026. Distractor: Greyfield's separate GasWatch schedule ending 30 April 2026.")
q("multi_hop", "Which team has more people, Facilities Engineering or Yield and Data Engineering?", ["Facilities Engineering"], [16, 14],
  "Comparison. Hop 1: Yield and Data Engineering has seven people. Hop 2: Facilities Engineering has 14 (control room operators excluded). Distractor: Infrastructure and Data Centre's 16 and the contractor operators.")
q("multi_hop", "Which incident lasted longer, INC-2024-031 or INC-2025-006?", ["INC-2024-031"], [29, 27],
  "Comparison. Hop 1: INC-2025-006 lasted 1 hour 45 minutes. Hop 2: INC-2024-031 lasted 3 hours 10 minutes. Distractor: the 40-minute voicemail delay and the 95-minute overrun of CHG-2024-112.")

# ---------------- alias (12)
q("alias", "Which team owns the Sniffer?", ["Facilities Engineering"], [1, 9],
  "Glossary: the Sniffer = GasWatch; GasWatch page owner Facilities Engineering. Distractor: Greyfield Controls (supplier) and the EHS manager (permit holder).")
q("alias", "If WIPMaster is lost at its primary data centre, which data centre does it fail over to?", ["DC-B", "Tarnby", "DC-B, Tarnby"], [1, 3],
  "Glossary: WIPMaster = FabTrack (former name). FabTrack warm standby at DC-B, Tarnby. Distractor: DC-A at Ostry Park (primary).")
q("alias", "Who supplies RMS-7?", ["Lenterra Automation", "Lenterra Automation Ltd", "Lenterra"], [2, 4],
  "Legacy code glossary: RMS-7 = RecipeVault. RecipeVault supplier Lenterra Automation Ltd. Distractor: Quoralis Software (supplier of MES-01 in the adjacent row).")
q("alias", "How many tools does the Bridge connect?", ["312", "312 tools"], [1, 5],
  "Glossary: the Bridge = ToolLink (also used for a footbridge). ToolLink connects 312 tools. Distractor: 41 metrology tools; 23 unconnected wet benches on doc-013.")
q("alias", "How many points does Beacon monitor?", ["14,200", "14200"], [1, 8],
  "Glossary: Beacon = Halo (former name). Halo monitors 14,200 points. Distractor: GasWatch's 386 detection points and the 3,800 alarms of INC-2024-047.")
q("alias", "Which company supplies QX-12?", ["Vantrel Systems", "Vantrel Systems Ltd"], [2, 6],
  "Legacy code glossary: QX-12 = SentinelSPC (after 2018). SentinelSPC supplier Vantrel Systems Ltd. Distractor: look-alike Vantrell Robotics, and the 2016 spreadsheet that also used QX-12.")
q("alias", "Which team looks after Prism?", ["Yield and Data Engineering"], [1, 11],
  "Glossary: Prism = YieldLens (former name). YieldLens owned by Yield and Data Engineering. Distractor: Infrastructure and Data Centre (manage the licences).")
q("alias", "At which site is the Fountain?", ["Kelmscar"], [1, 10],
  "Glossary: the Fountain = AquaPure. AquaPure controls the UPW plant at Kelmscar. Distractor: Pellbridge, which the plant supplies.")
q("alias", "How long is the track of the transport system formerly called OHT-North?", ["2.3 km", "2.3 kilometres"], [1, 7],
  "Glossary/system page: OHT-North = Skyrail. Track length 2.3 km. Distractor: 0.9 km added by the south loop.")
q("alias", "What is the recovery time objective of MES-01?", ["2 hours", "two hours", "120 minutes"], [2, 3],
  "Legacy code glossary: MES-01 = FabTrack. RTO 2 hours. Distractor: obsolete 4-hour target and RPO 15 minutes.")
q("alias", "How many SPC charts does Canary run?", ["9,600", "9600", "about 9,600"], [1, 6],
  "Glossary: Canary = SentinelSPC (not CANARY-2). About 9,600 charts. Distractor: 1,100 critical charts, 12,000-chart licence limit, 64 etch charts in INC-2025-014.")
q("alias", "What is the RPO for FMC-5?", ["5 minutes", "five minutes"], [2, 8],
  "Legacy code glossary: FMC-5 = Halo. Halo RPO 5 minutes. Distractor: RTO 1 hour on the same line.")

# ---------------- qualifier (12)
q("qualifier", "Under version 3.1 of the change management policy, within how many working days did an emergency change need retrospective CAB approval?", ["5 working days", "five working days", "5 days"], [37],
  "Superseded policy version. Distractor: 2 working days in the current version 4.2 (doc-036).")
q("qualifier", "What was the minimum lead time for a normal change raised in December 2024?", ["10 working days", "ten working days", "10 days"], [37],
  "Date condition: version 3.1 applied until 31 January 2025. Distractor: 7 working days under version 4.2.")
q("qualifier", "Who was Facilities Engineering's on-call engineer on Saturday 10 May 2025?", ["Callum Reyes"], [43],
  "Weekend vs weekday columns. Distractor: Mei Lin Tan (weekday on-call for 5 to 11 May).")
q("qualifier", "Who was actually primary on-call for Manufacturing Systems in the week of 21 April 2025?", ["Joanne Birch"], [42],
  "Logged rota swap overrides the table. Distractor: Kwame Asante (the table row).")
q("qualifier", "What was GasWatch's first-stage phosphine alarm level before CHG-2025-019?", ["150 ppb"], [32],
  "Threshold before a change. Distractor: 75 ppb (the new level).")
q("qualifier", "Who was the Quoralis account manager in January 2024?", ["Jonah Pike"], [17],
  "Date before a handover (14 February 2024). Distractor: Renata Silva (current).")
q("qualifier", "What number should I ring for the manufacturing IT service desk at 22:00 on a Tuesday?", ["07700 900150"], [45],
  "Out-of-hours condition. Distractor: daytime number 01632 960100 in the same bullet.")
q("qualifier", "Under the previous backup policy, how long were production database full backups kept?", ["21 days", "twenty-one days"], [38],
  "Superseded version 1.3. Distractor: 35 days under version 2.0, and 7 days for logs under 1.3.")
q("qualifier", "Who covered the Facilities Engineering weekday on-call on Wednesday 14 May 2025?", ["Mei Lin Tan"], [43],
  "Logged swap. Distractor: Oskar Nilsen (table row for 12 to 18 May).")
q("qualifier", "Who was Vantrel Systems' account manager in April 2024?", ["Peter Adeyemi"], [19],
  "Date before the 3 June 2024 handover. Distractor: Chloe Marchetti (current).")
q("qualifier", "What is the resolution target for a P2 incident raised on a Sunday?", ["12 hours", "twelve hours"], [45],
  "Weekend exception overrides the table. Distractor: 8 hours (table value) and 30 minutes (response).")
q("qualifier", "Before the rationalised priority 1 list was loaded, how many alarms in 10 minutes triggered the Halo alarm flood runbook?", ["500", "500 alarms"], [40],
  "Threshold before a change. Distractor: 200 alarms (current trigger).")

# ---------------- out_of_scope (14)
def oos(question, note):
    q("out_of_scope", question, [], [], note)
oos("What is Ravi Menon's phone number?",
    "Near miss: Ravi Menon is named on doc-016, doc-019 and doc-030, and the directory (doc-044) says his new extension will be added later; no number is given. Trap: the sentence naming him on doc-019 is followed by the Vantrel support desk number 01632 960744.")
oos("What was decided at the supplier summit in April 2025?",
    "Near miss: the CAB minutes (doc-033) mention the planned April 2025 supplier summit, but there are no minutes of it.")
oos("Who owns the FabView dashboard?",
    "Near miss: non-existent system that sounds like FabTrack (doc-003).")
oos("What is the recovery time objective for AquaPure?",
    "Near miss: AquaPure (doc-010) explicitly has no formal recovery objectives; other systems' RTOs are nearby distractors.")
oos("Who leads the Quality Assurance team?",
    "Near miss: a Quality Assurance representative attended the CAB (doc-033), but there is no QA team page or lead.")
oos("At what temperature does liquid nitrogen boil?",
    "General knowledge. Near miss: Kelmscar (doc-024) has a 60,000 litre liquid nitrogen tank.")
oos("What was the root cause of INC-2024-019?",
    "Near miss: INC-2024-031 review (doc-027) mentions INC-2024-019 but says it was never reviewed.")
oos("How many wafer starts per week does Fab 2 run?",
    "Near miss: Pellbridge (doc-023) gives cleanroom area and Skyrail (doc-007) moves per day, but no wafer starts.")
oos("When does the contract with Marrowby Gas Services end?",
    "Near miss: non-existent supplier that sounds like Marrowby Water Technologies (doc-022, contract end 31 August 2029).")
oos("What does SECS/GEM stand for?",
    "General knowledge. Near miss: ToolLink (doc-005) says it speaks SECS/GEM but never expands it.")
oos("Who led Facilities Engineering before Gwen Idris?",
    "Near miss: doc-014 says Gwen Idris has led the team since 2019 but names no predecessor (contrast Manufacturing Systems, where Graham Ellery is named).")
oos("What is the RPO for ToolLink?",
    "Near miss: ToolLink (doc-005) says no recovery point has ever been set; RecipeVault's RPO (1 hour) is a nearby distractor.")
oos("Who is the Infrastructure and Data Centre on-call engineer in the week of 7 April 2025?",
    "Near miss: the team's on-call number is in the directory (doc-044) and rotas exist for Manufacturing Systems and Facilities Engineering, but none for Infrastructure and Data Centre.")
oos("What was decided at the steering group meeting in October 2024?",
    "Near miss: the September minutes (doc-034) set an October meeting that was postponed and merged with November; no minutes exist.")

assert len(Q) == 80, len(Q)

def ok(seq):
    return all(not (seq[i]["type"] == seq[i+1]["type"] == seq[i+2]["type"]) for i in range(len(seq) - 2))

rng = random.Random(70)
order = Q[:]
while True:
    rng.shuffle(order)
    if ok(order):
        break

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "questions.jsonl"), "w", encoding="utf-8") as f:
    for i, item in enumerate(order, 1):
        rec = {"id": "FAB-q-%03d" % i}
        rec.update(item)
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print("wrote", len(order))
