"""Writes questions.jsonl for customs-dev (standard library only).

Questions are listed by type, then shuffled with a fixed seed until no three
consecutive questions share a type, then numbered CUS-q-001..080.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def d(n):
    return "CUS-doc-%03d" % n


Q = []


def q(qtype, question, answers, supports, note):
    Q.append({"question": question, "answers": answers,
              "supporting_ids": [d(n) for n in supports], "type": qtype, "note": note})


# ------------------------------------------------------------ single_hop (20)
S = "single_hop"
q(S, "Who is the deputy lead of the Cargo Systems Team?", ["Tomasz Wielgosz"], [7],
  "Team page lists lead and deputy on adjacent lines; distractor is the lead, Priya Ramaswamy.")
q(S, "What is the RPO for CARGOLINE?", ["15 minutes", "fifteen minutes"], [1],
  "RTO and RPO are adjacent table rows; distractors are the RTO (4 hours) and the pre-2023 RTO (6 hours).")
q(S, "What resolution time does Korvane Imaging commit to for a P1 fault?", ["24 hours", "24-hour"], [15],
  "SLA table has response columns next to resolution; distractors are P1 response 4 hours (weekdays) and 6 hours (weekends).")
q(S, "When did Callum Reid take over as Ashgrove's account manager?", ["1 October 2023", "October 2023"], [16],
  "Prose supplier page also gives contract end 28 February 2026 and start March 2021; distractor is those dates and the former manager Sophie Brandt.")
q(S, "What's the contract reference for Veltrix Systems plc?", ["VSP-2020-117"], [14],
  "Distractor is the look-alike supplier: the same page quotes Veltrix Solutions Ltd's reference VSL-2019-044 as a warning.")
q(S, "Which inspectorate regulates the Port of Harrowmere?", ["Maritime Freight Inspectorate", "MFI"], [18],
  "Distractor is the Ionising Equipment Inspectorate, which audits scanner radiation safety at the same site and is explicitly said not to be the regulator.")
q(S, "How quickly does GATEKEEPER have to be recovered after an outage?", ["2 hours", "two hours", "120 minutes"], [3],
  "RTO vs RPO: distractor is the RPO of 30 minutes on the next line.")
q(S, "What's Declan Frye's mobile number?", ["07700 900164"], [45],
  "Distractor is the adjacent directory row, Marguerite Ashdown on 07700 900163; the NIO pager group 01632 960150 is the row after.")
q(S, "How many scan images were held up in INC-2024-142?", ["1,240", "1240", "1,240 images"], [24],
  "Same sentence gives 310 containers re-scanned manually; distractor is 310.")
q(S, "Who chaired the Change Advisory Board meeting on 4 June 2024?", ["Declan Frye"], [31],
  "Distractors: Marguerite Ashdown, the usual chair (NIO team page says she normally chairs CAB) who was on leave; Ruth Kinsella took the minutes.")
q(S, "When does the Korvane Imaging contract end?", ["31 December 2026"], [15],
  "Distractor is the break clause date, 30 June 2025, on the next line.")
q(S, "Which firmware version did CHG-2024-163 install on the lane controllers?", ["7.4.2"], [30],
  "From/To lines are adjacent; distractor is the old and rollback version 7.3.9.")
q(S, "Who heads the Targeting Systems Team?", ["Oluwaseun Hart"], [11],
  "Prose page names lead and deputy in one sentence ('headed by X, with Y as deputy'); distractor is the deputy Bethan Croft.")
q(S, "Who is the current account manager at Veltrix Solutions Ltd?", ["Imogen Castell"], [13],
  "Current vs former: distractor is the previous manager Rupert Vane on the next row; look-alike supplier Veltrix Systems plc's manager is Dominic Ferreira.")
q(S, "How often do break-glass passwords have to be rotated under the current privileged access policy?", ["30 days", "every 30 days"], [37],
  "Distractor is the next bullet, 60 days for standard administrator accounts; superseded v3.3 (doc 38) said 90 days.")
q(S, "What is the P1 response time in the Veltrix Solutions contract?", ["1 hour", "one hour", "60 minutes"], [13],
  "Response vs resolution in adjacent table rows; distractor is P1 resolution 8 hours, and Korvane's 4-hour response is mentioned on another page.")
q(S, "When is the next Office of Rail Freight Standards audit at Dunmore due?", ["3 March 2025"], [20],
  "Prose page also gives the last audit date, 11 March 2024; distractor is that date.")
q(S, "At what queue depth does RUN-017 page someone?", ["5,000 messages", "5,000", "5000"], [39],
  "Distractor is the warning threshold line above it, 2,000 messages (no page); step 4 mentions 20,000.")
q(S, "For how long were the barriers stuck open in INC-2024-168?", ["47 minutes"], [25],
  "Distractor is the whole incident duration, 2 hours 10 minutes, on the line above.")
q(S, "Who is the site manager at Oakhollow Inland Clearance Depot?", ["Nkechi Adebayo"], [22],
  "Distractor is the adjacent Field line naming the deputy site manager, Stuart Gillan.")

# ------------------------------------------------------------ multi_hop (22)
M = "multi_hop"
q(M, "Who is the current account manager for the supplier of the system hit by INC-2024-142?", ["Beatrix Hollis"], [24, 2, 15],
  "Hop 1: PIR names the system only as Lighthouse; hop 2: SENTINEL-X page (nickname Lighthouse) gives supplier Korvane Imaging Ltd; hop 3: Korvane page gives Beatrix Hollis. Distractor: Owen Tully, who was account manager at the time of the April 2024 incident (handover 3 June 2024).")
q(M, "When does the contract end for the supplier that maintains the system involved in INC-2024-168?", ["30 September 2025"], [25, 3, 14],
  "Hop 1: PIR calls the system PortGate; hop 2: GATEKEEPER page (bought as PortGate) gives Veltrix Systems plc; hop 3: supplier page gives 30 September 2025. Distractor: look-alike Veltrix Solutions Ltd's end date 31 March 2027.")
q(M, "Where is the team based that owns the system whose threshold change the CAB approved on 4 June 2024?", ["Kelsey Airfield Cargo Hub", "Kelsey Airfield", "Kelsey"], [31, 5, 11],
  "Hop 1: CAB table row 'Raise the Magpie referral threshold' (CHG-2024-141); hop 2: WATCHTOWER page (nickname Magpie) gives Targeting Systems Team; hop 3: team page gives Kelsey Airfield Cargo Hub. Distractor: INC-2024-173 site and other teams' bases.")
q(M, "Which body regulates the site where Network & Infrastructure Operations is based?", ["Office of Rail Freight Standards", "ORFS"], [9, 20],
  "Hop 1: NIO team page gives base Dunmore Rail Freight Terminal; hop 2: Dunmore site page gives the Office of Rail Freight Standards. Distractor: NIO engineers spend days at Castlebridge (GHAP) and run GATEKEEPER at Harrowmere (MFI).")
q(M, "Who was weekday primary on call for the team that RUN-032 pages, in the week commencing 19 August 2024?", ["Elliot Sandhu"], [40, 43],
  "Hop 1: RUN-032 pages Network & Infrastructure Operations; hop 2: NIO rota row 19 August gives Elliot Sandhu (no logged swap that week). Distractors: weekend cover Piotr Nowak on the same row and the swap in the adjacent week of 12 August.")
q(M, "Who leads the team that RUN-045 pages?", ["Fergus Odhiambo"], [41, 8],
  "Hop 1: RUN-045 pages the Scanning & Detection Engineering on-call engineer (escalating to the rota backup, normally the deputy lead); hop 2: SDE team page gives lead Fergus Odhiambo. Distractor: deputy Hannah Lyle.")
q(M, "Who is the deputy lead of the team that owns the system affected by INC-2024-239?", ["Samir Haddad"], [27, 6, 12],
  "Hop 1: PIR names the system only as Breadcrumb; hop 2: SEALTRACK page (nickname Breadcrumb) gives Mobile Inspection Technology; hop 3: MIT team page gives deputy Samir Haddad. Distractors: lead Rhiannon Coyle; former owner Scanning & Detection Engineering.")
q(M, "What's the contract reference for the data feed that the Steering Group decided in April 2024 to retender?", ["ADS-2021-310"], [32, 4, 16],
  "Hop 1: minutes of 18 April 2024 say 'the Almanac's tariff data feed'; hop 2: TARIFFBOOK page (nickname the Almanac) names Ashgrove Data Services; hop 3: Ashgrove page gives contract ADS-2021-310. Distractor: other contract references such as VSL-2019-044.")
q(M, "Which supplier supports the system that was down in INC-2024-117?", ["Veltrix Solutions Ltd", "Veltrix Solutions"], [23, 1],
  "Hop 1: PIR names the system only as the Ledger; hop 2: CARGOLINE page (nickname the Ledger) gives Veltrix Solutions Ltd. Distractor: look-alike Veltrix Systems plc, named on the same page.")
q(M, "Which assurance body covers the site where the team that implemented CHG-2024-118 is based?", ["Government Hosting Assurance Panel", "GHAP"], [28, 7, 21],
  "Hop 1: change record names the Cargo Systems Team as implementer; hop 2: CST page gives base Castlebridge Data Centre; hop 3: Castlebridge page gives the Government Hosting Assurance Panel. Distractor: the landlord Castlebridge Colocation Ltd.")
q(M, "What number should I call to reach the lead of the team that owns SEALTRACK?", ["07700 900377"], [6, 45],
  "Hop 1: SEALTRACK page gives Mobile Inspection Technology as owner; hop 2: directory row 'Lead, Mobile Inspection Technology' is Rhiannon Coyle on 07700 900377. Distractors: her withdrawn number 07700 900318 and deputy Samir Haddad's 07700 900378 in the next row.")
q(M, "What's the mobile number of our relationship owner for the Pellham Telematics contract?", ["07700 900378"], [17, 45],
  "Hop 1: Pellham page names our relationship owner, Samir Haddad (not Pellham's own account manager Yusuf Demir, who is not in the directory); hop 2: directory gives Samir's mobile 07700 900378. Distractor: Rhiannon Coyle's 07700 900377 in the adjacent row.")
q(M, "Which licensing body covers the site picked for the handheld tablet pilot at the Border Technology Forum in September 2024?", ["Inland Depots Licensing Authority", "IDLA"], [33, 22],
  "Hop 1: forum minutes choose Oakhollow Inland Clearance Depot (not Harrowmere, as first proposed); hop 2: Oakhollow page gives the Inland Depots Licensing Authority. Distractor: Harrowmere's Maritime Freight Inspectorate.")
q(M, "Which inspectorate oversees the site where INC-2024-173 happened?", ["Aviation Cargo Security Inspectorate", "ACSI"], [26, 19],
  "Hop 1: PIR gives site Kelsey Airfield Cargo Hub; hop 2: Kelsey page gives the Aviation Cargo Security Inspectorate. Distractor: the airport operator Kelsey Airport Holdings, responsible for fire safety and airside access.")
q(M, "Who was on call for the team paged by RUN-045 in the week starting 2 September 2024?", ["Lukas Brenner"], [41, 44],
  "Hop 1: RUN-045 pages the Scanning & Detection Engineering on-call engineer; hop 2: SDE rota row 2 September gives Lukas Brenner. Distractors: backup Hannah Lyle on the same row; NIO rota shows Declan Frye for that week.")
q(M, "Who, by name, owns the current Privileged Access Management policy?", ["Marguerite Ashdown"], [37, 9],
  "Hop 1: policy v4.0 gives owner 'Lead, Network & Infrastructure Operations'; hop 2: NIO page gives lead Marguerite Ashdown. Distractor: Alan Pryce, owner of the superseded v3.3 and former NIO lead.")
q(M, "What is the mobile number of Korvane Imaging's current account manager?", ["07700 900451"], [15, 45],
  "Hop 1: Korvane page gives current account manager Beatrix Hollis (not the former manager Owen Tully); hop 2: directory gives 07700 900451. Distractor: the directory lists both Korvane people as 'Supplier contact', with Owen Tully on 07700 900452 in the next row.")
q(M, "Who is the account manager for the supplier whose firmware was installed under CHG-2024-163?", ["Dominic Ferreira"], [30, 3, 14],
  "Hop 1: change record covers GATEKEEPER lane controllers and names only 'the supplier'; hop 2: GATEKEEPER page gives Veltrix Systems plc; hop 3: supplier page gives Dominic Ferreira. Distractors: former manager Lena Marsh; Imogen Castell of look-alike Veltrix Solutions Ltd.")
q(M, "Which has the longer RTO, CARGOLINE or SENTINEL-X?", ["SENTINEL-X"], [1, 2],
  "Comparison. Hop 1: CARGOLINE RTO 4 hours; hop 2: SENTINEL-X RTO 8 hours. Distractors: CARGOLINE's pre-2023 RTO of 6 hours and the untested four-hour ImageVault RTO mentioned on the SENTINEL-X page.")
q(M, "Whose contract ends first, Korvane Imaging Ltd or Ashgrove Data Services?", ["Ashgrove Data Services", "Ashgrove"], [15, 16],
  "Comparison. Hop 1: Korvane contract ends 31 December 2026 (break clause 30 June 2025 not exercised); hop 2: Ashgrove contract ends 28 February 2026. Distractor: the Korvane break clause date, which is earlier but will not be used.")
q(M, "Which team has more staff, Network & Infrastructure Operations or the Cargo Systems Team?", ["Cargo Systems Team", "CST"], [9, 7],
  "Comparison. Hop 1: NIO headcount 11; hop 2: CST headcount 14. Distractor: SDE's '9 engineers plus a scheduler' and TST's seven.")
q(M, "Which incident lasted longer, INC-2024-168 or INC-2024-117?", ["INC-2024-117"], [25, 23],
  "Comparison. Hop 1: INC-2024-168 lasted 2 hours 10 minutes (barriers open 47 minutes); hop 2: INC-2024-117 outage was 3 hours 40 minutes. Distractor: the 47-minute figure.")

# ------------------------------------------------------------ alias (12)
A = "alias"
q(A, "Which team owns the Ledger?", ["Cargo Systems Team", "CST"], [42, 1],
  "Nickname 'the Ledger' resolves to CARGOLINE (glossary and system page); system page gives owning team. Distractor: Service Desk handles first-line calls; the supplier Veltrix Solutions Ltd.")
q(A, "What is the RPO for Lighthouse?", ["1 hour", "one hour", "60 minutes"], [42, 2],
  "Lighthouse = SENTINEL-X; distractor is the RTO (8 hours) is on the line above the RPO, and an untested four-hour ImageVault RTO is mentioned.")
q(A, "Which company supports PortGate?", ["Veltrix Systems plc", "Veltrix Systems"], [42, 3],
  "PortGate is GATEKEEPER's former name; distractor is the look-alike Veltrix Solutions Ltd, named on the same page.")
q(A, "What's the recovery time objective for SYS-052?", ["12 hours", "twelve hours"], [42, 4],
  "Legacy code SYS-052 = TARIFFBOOK; the prose gives RTO 12 hours and RPO 4 hours in one sentence, so the distractor is the 4-hour RPO.")
q(A, "Which team runs Magpie?", ["Targeting Systems Team", "TST"], [42, 5],
  "Magpie = WATCHTOWER; distractor is the licence supplier Brackenridge Analytics and the Change Advisory Board that approves its changes.")
q(A, "Where is DECLARE-2 hosted?", ["Castlebridge Data Centre", "Castlebridge"], [42, 1],
  "DECLARE-2 is CARGOLINE's former name; distractor is the Harrowmere terminal mentioned in the RTO note.")
q(A, "Who is the account manager at the company that supplies Breadcrumb?", ["Yusuf Demir"], [42, 6, 17],
  "Breadcrumb = SEALTRACK; supplier Pellham Telematics; current manager Yusuf Demir (since 9 September 2024). Distractor: previous manager Clara Whitby, and relationship owner Samir Haddad on our side.")
q(A, "Who supplies the data feed for the Almanac?", ["Ashgrove Data Services", "Ashgrove"], [42, 4],
  "The Almanac = TARIFFBOOK; distractor is the Cargo Systems Team, which owns and loads it.")
q(A, "Which system carried the legacy code SYS-401?", ["WATCHTOWER"], [42],
  "Glossary row SYS-401 -> WATCHTOWER; distractors are neighbouring rows (SYS-052, SYS-263) mapping to other systems; SYS-318 has a 2019 exception.")
q(A, "Which team gets paged when the Barrier has a fault?", ["Network & Infrastructure Operations", "NIO"], [42, 40],
  "'The Barrier' is GATEKEEPER's nickname (glossary); RUN-032, which never uses the nickname, pages the NIO on-call. Distractor: the Service Desk, which does the paging, and the gate supervisor.")
q(A, "What legacy code did eSeal Monitor have?", ["SYS-263"], [42],
  "eSeal Monitor is SEALTRACK's former name; distractors are adjacent glossary rows carrying SYS-401 and other codes.")
q(A, "What referral score does RiskNet use now?", ["70", "a score of 70"], [42, 5],
  "RiskNet is WATCHTOWER's former name; distractors are the old threshold 62 and the documentary band starting at 55.")

# ------------------------------------------------------------ qualifier (12)
QL = "qualifier"
q(QL, "Under the superseded scanner image retention policy, how long were routine scans kept?", ["60 days", "sixty days"], [36],
  "Superseded v2.1 gives 60 days; distractor is current v3.2 (doc 35) with 90 days, and the one-off re-classification example also mentions 90.")
q(QL, "Before January 2024, how often did break-glass passwords have to be rotated?", ["90 days", "every 90 days"], [38],
  "Condition: pre-2024 means superseded v3.3; distractor is current v4.0, which says 30 days (standard admin 60 days).")
q(QL, "Who actually covered NIO weekday primary on call in the week commencing 12 August 2024?", ["Keisha Morgan"], [43],
  "Logged swap: distractor is the table, which says Piotr Nowak, but the swap log says Keisha was weekday primary and Piotr took the weekend.")
q(QL, "Who was the SDE on-call engineer on Saturday 14 September 2024?", ["Ayesha Qureshi"], [44],
  "Logged swap: the rota row for 9 September shows Gareth Pim; the swap log says Ayesha covered that weekend. Backup Hannah Lyle is a further distractor.")
q(QL, "Who was Korvane Imaging's account manager in May 2024?", ["Owen Tully"], [15],
  "Date before handover: Beatrix Hollis took over on 3 June 2024, so in May it was Owen Tully; distractor is Beatrix Hollis.")
q(QL, "What referral threshold did WATCHTOWER use before 1 July 2024?", ["62", "a score of 62"], [5],
  "Threshold before the change: 62; distractor is the current value 70 in the Field line above.")
q(QL, "Which number should I ring for the Service Desk on a Saturday?", ["01632 960199"], [10],
  "Weekend condition: out-of-hours line 01632 960199 applies all day at weekends; distractor is the weekday number 01632 960100.")
q(QL, "Out of hours, who gets paged first when RUN-017 triggers?", ["Service Desk duty manager", "duty manager"], [39],
  "Condition: distractor is the core-hours target, the Cargo Systems Team on-call engineer; out of hours the Service Desk duty manager is paged first.")
q(QL, "When does the Pellham Telematics contract end now?", ["15 January 2026"], [17],
  "Override: distractor is the bullet saying 15 July 2025; the note below says a six-month extension moves it to 15 January 2026.")
q(QL, "Who led Network & Infrastructure Operations in January 2024?", ["Alan Pryce"], [9],
  "Date before handover: Marguerite Ashdown took over in March 2024; before that Alan Pryce led the team; distractor is Marguerite Ashdown.")
q(QL, "What is Korvane Imaging's P1 response time at weekends?", ["6 hours", "six hours"], [15],
  "Weekend vs weekday: distractor is the weekday P1 response of 4 hours; weekend 6 hours; P1 resolution 24 hours in the same row.")
q(QL, "How long must scanner images be kept if they are linked to a seizure?", ["7 years", "seven years"], [35],
  "Condition 'linked to a seizure': distractors are adjacent rows giving 90 days routine and 1 year for referral without seizure; superseded v2.1 said 6 years.")

# ------------------------------------------------------------ out_of_scope (14)
O = "out_of_scope"
q(O, "Who is the account manager at Brackenridge Analytics?", [], [],
  "Near miss: Brackenridge Analytics is named as WATCHTOWER's licence supplier (docs 5, 11), but it has no supplier profile and no account manager is given; contract matters go to headquarters procurement.")
q(O, "What did the Data Retention Working Group decide at its 14 November 2024 meeting?", [], [],
  "Near miss: the Steering Group minutes (doc 32) set the group up and plan that first meeting, but no minutes of it exist.")
q(O, "What is Gwen Trask's phone number?", [], [],
  "Near miss: Gwen Trask is named as Harrowmere site manager (doc 18) but is not in the contact directory (doc 45), which says site managers are reached through the site office.")
q(O, "What is the RTO for the CARGOWATCH system?", [], [],
  "Near miss: no such system; it sounds like CARGOLINE or WATCHTOWER, both of which have RTOs (4 hours, 6 hours).")
q(O, "What is the standard rate of import VAT in the UK?", [], [],
  "General knowledge, not in the wiki; near miss: duty rates are said to live in TARIFFBOOK (doc 4) but no rate is given.")
q(O, "What is the RTO of the Service Desk's telephony platform?", [], [],
  "Near miss: the telephony platform is mentioned on the Service Desk page (doc 10) as nationally supported, with no RTO; other systems do have RTOs.")
q(O, "Who leads the detector dog unit at Harrowmere?", [], [],
  "Near miss: the dog unit is mentioned on the Harrowmere site page (doc 18) as belonging to the national detection service, with no lead named.")
q(O, "What is the contract reference for the Castlebridge Data Centre hosting agreement?", [], [],
  "Near miss: the landlord Castlebridge Colocation Ltd is named (doc 21) but the agreement is held nationally and no reference is given; other suppliers' references are listed elsewhere.")
q(O, "Who is NIO's weekday primary on call in the week of 2 December 2024?", [], [],
  "Near miss: the NIO rota (doc 43) covers Q3 2024 only (July to September); no Q4 rota exists.")
q(O, "How many people work on the Service Desk?", [], [],
  "Near miss: the other team pages give headcounts (CST 14, NIO 11, SDE 9 plus scheduler, TST seven, MIT eight) but the Service Desk page (doc 10) does not.")
q(O, "What was the root cause of INC-2024-131?", [], [],
  "Near miss: INC-2024-131 is mentioned in the INC-2024-142 review (doc 24) as closed without a review, so its cause is unknown.")
q(O, "Who is the deputy site manager at Kelsey Airfield Cargo Hub?", [], [],
  "Near miss: Kelsey's page (doc 19) names only the site manager Martin Osei; Oakhollow (doc 22) is the site with a deputy, Stuart Gillan.")
q(O, "Who is the Ionising Equipment Inspectorate's inspector for Harrowmere?", [], [],
  "Near miss: the inspectorate is named on the Harrowmere page (doc 18) and Hannah Lyle is our contact for it, but no inspector is named.")
q(O, "When does the Veltrix Networks contract end?", [], [],
  "Near miss: no such company; it sounds like Veltrix Solutions Ltd (ends 31 March 2027) or Veltrix Systems plc (ends 30 September 2025).")


def ok_order(items):
    for i in range(2, len(items)):
        if items[i]["type"] == items[i - 1]["type"] == items[i - 2]["type"]:
            return False
    return True


def main():
    assert len(Q) == 80, len(Q)
    rng = random.Random(20241130)
    items = list(Q)
    for _ in range(10000):
        rng.shuffle(items)
        if ok_order(items):
            break
    else:
        raise SystemExit("could not shuffle")
    out = os.path.join(HERE, "questions.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for i, it in enumerate(items, 1):
            rec = {"id": "CUS-q-%03d" % i, "question": it["question"], "answers": it["answers"],
                   "supporting_ids": it["supporting_ids"], "type": it["type"], "note": it["note"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote", out, len(items))


if __name__ == "__main__":
    main()
