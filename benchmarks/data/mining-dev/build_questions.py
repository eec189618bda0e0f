"""Writes questions.jsonl for mining-dev. Standard library only.

Questions are written by hand below; the only automation is a seeded shuffle so
that no three consecutive questions share a type, followed by id assignment.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def d(n):
    return "MIN-doc-%03d" % n


Q = []


def q(qtype, question, answers, supports, note):
    Q.append({"question": question, "answers": answers,
              "supporting_ids": [d(n) for n in supports], "type": qtype, "note": note})


# ------------------------------------------------------------------ single_hop (20)
S = "single_hop"
q(S, "Who is the deputy on the Plant Control team?", ["Fenella Ashdown"], [10],
  "Deputy sits in the same sentence chain as the lead; distractor: Dariusz Kowal (lead).")
q(S, "What is the RPO for PlantView SCADA?", ["5 minutes", "5 min", "five minutes"], [2],
  "RPO listed directly under RTO; distractor: RTO 1 hour.")
q(S, "What's the resolution target for a P2 incident?", ["8 hours", "eight hours"], [37],
  "Adjacent columns and rows in the severity table; distractors: P2 response 30 minutes, P1 resolution 4 hours.")
q(S, "Who is our current account manager at Quarrix Mining Software?", ["Sebastian Moyo"], [14],
  "Table lists current and former account managers in adjacent rows; distractors: Harriet Lindqvist (former), Petra Solano (technical account lead).")
q(S, "What is the contract reference for Vellmarke Controls?", ["CT-2045"], [16],
  "Look-alike supplier names; distractor: Vellmark Automation's contract CT-1874.")
q(S, "When does the Corvane Networks contract end?", ["31 August 2028", "2028-08-31"], [18],
  "Adjacent table rows; distractor: contract signed 1 September 2023.")
q(S, "Who leads the Site Networks team?", ["Marguerite Oyelaran"], [11],
  "Lead vs deputy in the same opening sentence pair; distractor: Callum Brede (deputy), who also owns the team's main change.")
q(S, "What is the recovery time objective for HaulTrack?", ["4 hours", "four hours"], [1],
  "RTO vs RPO in consecutive field lines; distractor: RPO 15 minutes.")
q(S, "Who was incident manager for INC-2024-058?", ["Owen Tregarthen"], [24],
  "Incident manager vs escalation contact on adjacent lines; distractor: Priya Venkataraman (escalation contact).")
q(S, "How long were the Brennock HMI stations frozen during INC-2024-031?", ["2 hours 40 minutes", "160 minutes", "2h40"], [23],
  "Several durations in the same paragraph; distractors: a further 50 minutes to full throughput, mills stopped after twenty minutes.")
q(S, "What budget did the OT Steering Group approve for replacing the PitNet core switches?", ["£186,000", "186,000", "186000"], [30],
  "Two budget decisions in consecutive bullets; distractor: D1 historian move £54,000.")
q(S, "Which body is the regulator of record for Brennock Concentrator?", ["Brennock Catchment Authority", "Catchment Authority"], [20],
  "Distractor: the Western Mines Inspectorate visits Brennock yearly and is often assumed to be its regulator (it is the pit's regulator).")
q(S, "How many mesh nodes make up PitNet?", ["58"], [5],
  "Several counts in the topology list; distractors: 2 core switches, 3 backhaul links.")
q(S, "What's the backout time for CHG-2025-030?", ["45 minutes", "45 min"], [29],
  "Several durations on the change record; distractors: four-hour window (22:00 to 02:00), 25 minutes node registration, 30 minutes radar outage.")
q(S, "How big was the tonnage discrepancy found in INC-2025-019?", ["1,240 tonnes", "1240 tonnes", "1,240 t"], [26],
  "Distractor: the vessel's 48,500-tonne cargo in the same paragraph.")
q(S, "What number do I ring for Orrin Geotechnical's 24/7 radar support?", ["01632 960377"], [38],
  "Distractor: Orrin's business-hours office number 01632 960372 on the supplier profile (differs in the last digit).")
q(S, "Who chaired the OT Steering Group meeting on 8 October 2024?", ["Ingrid Solberg"], [30],
  "Chair vs minute-taker on adjacent lines; distractor: Imogen Sallis (minutes).")
q(S, "When did Desmond Achterberg take over the Vellmarke Controls account?", ["2 September 2024", "2024-09-02"], [16],
  "Distractor: contract end 28 February 2026 in the field block just above; also Vellmark Automation's handover 14 January 2025 on a look-alike supplier page.")
q(S, "What is the amber alarm threshold on SlopeWatch?", ["0.8 mm/h"], [4],
  "Adjacent bullets; distractors: red threshold 1.5 mm/h and the former red threshold 2.0 mm/h.")
q(S, "Who is the Port Superintendent at Halsey Wharf?", ["Carys Mbeki"], [21],
  "Adjacent field lines name other people; distractors: Amos Fairweather (port facility security officer), Kwame Asante (Port Systems lead).")

# ------------------------------------------------------------------ multi_hop (22, 4 comparisons)
M = "multi_hop"
q(M, "Who is the current account manager for the supplier of the network that failed in INC-2024-058?", ["Yusuf Harland"], [24, 5, 18],
  "Hop 1: the review names the failed network only by its former name Ridgelink; hop 2: PitNet page (former name Ridgelink) gives supplier Corvane Networks; hop 3: Corvane profile gives current account manager Yusuf Harland. Distractor: Bethan Coyle (former account manager).")
q(M, "When does the contract end for the supplier behind the screens that froze in INC-2024-031?", ["30 September 2026", "2026-09-30"], [23, 2, 15],
  "Hop 1: the review calls the system 'the Mimic'; hop 2: PlantView SCADA page resolves the nickname and gives supplier Vellmark Automation; hop 3: contract end 30 September 2026. Distractor: look-alike Vellmarke Controls ends 28 February 2026.")
q(M, "The October 2024 steering group decided to move one system's servers. Where is the team that owns that system based?", ["Brennock Concentrator", "Brennock"], [30, 3, 10],
  "Hop 1: decision D1 moves Stratum Historian; hop 2: historian page gives owner Plant Control; hop 3: Plant Control is based at Brennock Concentrator. Distractor: Kestle House, where the servers were moved to.")
q(M, "Which regulator covers the site where the Site Networks team is based?", ["Western Mines Inspectorate"], [11, 19],
  "Hop 1: Site Networks base site is Tallow Creek Pit; hop 2: Tallow Creek's regulator is the Western Mines Inspectorate. Distractors: deputy Callum Brede works from Kestle House; Tallow Valley Water Board is consulted but is not the regulator.")
q(M, "Who is primary on-call in the week commencing 5 May 2025 for the team that RUN-022 pages?", ["Hamish Lorne"], [39, 44],
  "Hop 1: RUN-022 pages Plant Control (PLANTCTL-OC); hop 2: Plant Control primary for w/c 5 May is Hamish Lorne (no logged swap that week). Distractors: Niamh Stroud in the adjacent Port Systems column; Fenella Ashdown, the runbook's owner.")
q(M, "Who leads the team that owns the system supplied by Vellmarke Controls?", ["Kwame Asante"], [16, 7, 13],
  "Hop 1: Vellmarke Controls supplies TonnageHub; hop 2: TonnageHub owner is Port Systems; hop 3: Port Systems is led by Kwame Asante. Distractors: Lowri Pennant (deputy); Vellmark Automation's systems belong to other teams.")
q(M, "What's the mobile number of the Mine Systems deputy lead?", ["07700 900287"], [9, 45],
  "Hop 1: the Mine Systems deputy is Owen Tregarthen; hop 2: directory mobile 07700 900287. Distractors: his desk number 01632 960412, lead Priya Venkataraman's mobile 07700 900152 on the row above.")
q(M, "Who was change owner for the change that replaced the switches blamed for INC-2024-058?", ["Callum Brede"], [24, 29],
  "Hop 1: the review's action raises CHG-2025-030; hop 2: the change record gives change owner Callum Brede. Distractors: implementer Corvane Networks; Marguerite Oyelaran owned the steering decision.")
q(M, "Who leads the team that owns the system whose upgrade was deferred at the March 2025 CAB?", ["Tobias Harrower"], [32, 6, 12],
  "Hop 1: CHG-2025-033 (Maintix upgrade) was deferred; hop 2: Maintix owner is Business Applications; hop 3: led by Tobias Harrower since March 2024. Distractors: Nadia Quist (former lead), Imogen Sallis (deputy, present at the CAB).")
q(M, "What is the RPO of the system involved in INC-2025-019?", ["1 hour", "60 minutes", "one hour"], [26, 7],
  "Hop 1: the review names the system by its former name Weighmate; hop 2: TonnageHub page (former name Weighmate) gives RPO 1 hour. Distractor: RTO 12 hours on the line above.")
q(M, "Which body regulates the site where the Port Systems team is based?", ["Halsey Port Safety Board"], [13, 21],
  "Hop 1: Port Systems is based at Halsey Wharf; hop 2: the wharf's regulator is the Halsey Port Safety Board. Distractor: Halsey Harbour Trust (harbour authority, explicitly not the regulator).")
q(M, "Who is the primary on-call in the week of 5 May 2025 for the team that RUN-031 pages?", ["Tomasz Wren"], [40, 43],
  "Hop 1: RUN-031 pages Site Networks (SITENET-OC); hop 2: Site Networks primary for w/c 5 May is Tomasz Wren. Distractors: Rhys Mallory (Mine Systems primary, same row; MINESYS-OC is RUN-031's fallback), Callum Brede (backup).")
q(M, "Who is deputy lead of the team that owns SlopeWatch?", ["Owen Tregarthen"], [4, 9],
  "Hop 1: SlopeWatch owner is Mine Systems; hop 2: Mine Systems deputy is Owen Tregarthen. Distractors: Priya Venkataraman (lead), Jade Finnerty (radar specialist), Mine Planning department (geotechnical engineers).")
q(M, "When does the contract end for the supplier of the radar that lost power in INC-2025-007?", ["30 June 2026", "2026-06-30"], [25, 4, 17],
  "Hop 1: the review names 'the Dish'; hop 2: SlopeWatch page resolves it and gives supplier Orrin Geotechnical; hop 3: contract extended to 30 June 2026. Distractor: original end date 31 December 2025 stated first on the same page.")
q(M, "What is the contract reference of the supplier that implemented CHG-2024-112?", ["CT-2291"], [27, 14],
  "Hop 1: implementer Quarrix Mining Software; hop 2: Quarrix contract reference CT-2291. Distractors: CT-1874 (Vellmark), Quarry Logic (look-alike former supplier).")
q(M, "Which authority oversees the site where the Stratum Historian servers are now hosted?", ["Kestle District Building Safety Office"], [3, 22],
  "Hop 1: servers moved to Kestle House in March 2025; hop 2: Kestle House's authority is the Kestle District Building Safety Office. Distractor: Brennock Catchment Authority for the former hosting site.")
q(M, "What is the mobile number of the lead of the team paged by RUN-040?", ["07700 900843"], [41, 13, 45],
  "Hop 1: RUN-040 pages Port Systems; hop 2: Port Systems is led by Kwame Asante; hop 3: directory mobile 07700 900843. Distractors: RUN-040 escalates to the deputy (Lowri Pennant, 07700 900871, next row); Vellmarke service desk 01632 960633 in the runbook.")
q(M, "Who is the Mine Manager at the site where the Mine Systems team is based?", ["Ruth Abernathy"], [9, 19],
  "Hop 1: Mine Systems is based at Tallow Creek Pit; hop 2: its Mine Manager is Ruth Abernathy. Distractors: Senan Lowry (Plant Manager, Brennock), Priya Venkataraman (team lead).")
q(M, "Which has the longer RTO, HaulTrack or Stratum Historian?", ["Stratum Historian"], [1, 3],
  "Comparison. Hop 1: HaulTrack RTO 4 hours; hop 2: Stratum Historian RTO 8 hours, so Stratum Historian. Distractor: historian RPO 1 hour is shorter than HaulTrack's RTO.")
q(M, "Whose contract ends first, Vellmark Automation's or Vellmarke Controls'?", ["Vellmarke Controls"], [15, 16],
  "Comparison of look-alike suppliers. Hop 1: Vellmark Automation ends 30 September 2026; hop 2: Vellmarke Controls ends 28 February 2026, so Vellmarke Controls. Distractor: the names differ by one letter, so swapping the two end dates (or the two pages) gives the wrong option.")
q(M, "Which incident lasted longer, INC-2024-058 or INC-2025-007?", ["INC-2024-058"], [25, 24],
  "Comparison. Hop 1: INC-2025-007 radar coverage lost 47 minutes; hop 2: INC-2024-058 lasted 95 minutes, so INC-2024-058. Distractor: trucks stood for at least 40 minutes in INC-2024-058.")
q(M, "Who took over their supplier account more recently, Yusuf Harland or Anneliese Farrow?", ["Yusuf Harland"], [15, 18],
  "Comparison. Hop 1: Anneliese Farrow took over Vellmark Automation on 14 January 2025; hop 2: Yusuf Harland took over Corvane Networks on 3 March 2025, so Yusuf Harland. Distractor: Bethan Coyle's end date 28 February 2025.")

# ------------------------------------------------------------------ alias (12)
A = "alias"
q(A, "Who supplies the Tracker?", ["Quarrix Mining Software", "Quarrix"], [42, 1],
  "Nickname 'the Tracker' resolves to HaulTrack (glossary, system page); supplier Quarrix Mining Software. Distractor: Quarry Logic, a look-alike former supplier.")
q(A, "Which team looks after the Dish?", ["Mine Systems", "Mine Systems team"], [42, 4],
  "Nickname 'the Dish' resolves to SlopeWatch; owner Mine Systems. Distractor: the geotechnical engineers of the Mine Planning department who use the radar.")
q(A, "What's the RTO for Ridgelink?", ["2 hours", "two hours"], [42, 5],
  "Former name Ridgelink resolves to PitNet; RTO 2 hours. Distractor: RPO not applicable on the next line.")
q(A, "Who supplies Weighmate?", ["Vellmarke Controls", "Vellmarke"], [42, 7],
  "Former name Weighmate resolves to TonnageHub; supplier Vellmarke Controls. Distractor: look-alike Vellmark Automation named on the same line as the supplier of Loadstar.")
q(A, "What is the RPO of HST-7?", ["1 hour", "60 minutes", "one hour"], [3],
  "Legacy code HST-7 is not in the glossary (it says historian names are on the system page); Stratum Historian RPO 1 hour. Distractor: RTO 8 hours in the same sentence; 72-hour collector buffer.")
q(A, "Which team owns WorkBench 7?", ["Business Applications"], [42, 6],
  "Former name WorkBench 7 resolves to Maintix; owner Business Applications. Distractors: supplier Pellard Software and look-alike Pellard Systems.")
q(A, "If OT-SC1 goes down, what's the target time to get it back?", ["1 hour", "60 minutes", "one hour"], [42, 2],
  "Legacy code OT-SC1 resolves to PlantView SCADA; RTO 1 hour. Distractor: RPO 5 minutes.")
q(A, "What version is the system formerly called MineDispatch 3 running now?", ["9.2"], [42, 1],
  "Former name MineDispatch 3 resolves to HaulTrack; current version 9.2. Distractor: previous version 8.4 on the same line.")
q(A, "Which team is responsible for the Arm at the wharf?", ["Port Systems", "Port Systems team"], [42, 8],
  "Nickname 'the Arm' resolves to Loadstar; owner Port Systems. Distractors: supplier Vellmark Automation and the wrongly assumed Vellmarke Controls.")
q(A, "How many HMI stations does the Mimic have?", ["12", "twelve"], [42, 2],
  "Nickname 'the Mimic' resolves to PlantView SCADA; 12 HMI stations. Distractors: the uncommissioned thirteenth station; ten in the control room plus two in the reagent building.")
q(A, "Which runbook covers the Scales?", ["RUN-040"], [7],
  "Nickname 'the Scales' appears only on the TonnageHub page, not in the glossary; that page points to RUN-040. Distractors: RUN-031 and RUN-014 for other systems; INC-2025-019.")
q(A, "Who is the supplier for NET-04?", ["Corvane Networks", "Corvane"], [42, 5],
  "Legacy code NET-04 resolves to PitNet; supplier Corvane Networks. Distractor: Site Networks is the owning team, not the supplier.")

# ------------------------------------------------------------------ qualifier (12)
QL = "qualifier"
q(QL, "Under the superseded version 3.2 of the remote access standard, how much notice did suppliers have to give for a planned session?", ["5 working days", "five working days"], [35],
  "Superseded policy version; distractor: current v4.0 requires 2 working days.")
q(QL, "How long are remote access session recordings kept under the current standard?", ["90 days"], [34],
  "Current version only; distractor: superseded v3.2 kept recordings for 30 days.")
q(QL, "What's the response target for a P2 incident out of hours?", ["60 minutes", "1 hour", "one hour"], [37],
  "Out-of-hours override below the table; distractor: weekday daytime P2 response 30 minutes in the table row.")
q(QL, "What was the SlopeWatch red alarm threshold at the time of the January 2025 storm?", ["2.0 mm/h", "2 mm/h"], [4],
  "Threshold before a change: lowered to 1.5 mm/h by CHG-2025-014 on 10 February 2025. Distractors: current red 1.5 mm/h, the measured 1.7 mm/h, amber 0.8 mm/h.")
q(QL, "Under the old version 1.4 of the backup policy, how long was historian data retained?", ["5 years", "five years"], [36],
  "Superseded policy version; distractor: current version 2.1 keeps historian data for 7 years.")
q(QL, "Who was Quarrix's account manager in May 2024?", ["Harriet Lindqvist"], [14],
  "Date before a handover (1 July 2024); distractor: current account manager Sebastian Moyo.")
q(QL, "Who holds the Plant Control pager on Wednesday 14 May 2025?", ["Hamish Lorne"], [44],
  "Logged rota swap overrides the table; distractor: Beatriz Calloway, primary for w/c 12 May in the table.")
q(QL, "Who was Vellmark Automation's account manager in December 2024?", ["Gideon Prask"], [15],
  "Date before the handover of 14 January 2025; distractor: current account manager Anneliese Farrow.")
q(QL, "It's 10 a.m. on a Tuesday and a PitNet node is down. What number should I ring?", ["01632 960441"], [40],
  "Weekday day shift vs out of hours: ring the Site Networks desk; distractor: page SITENET-OC at nights and weekends, MINESYS-OC fallback.")
q(QL, "Who is covering Port Systems on-call on Saturday 24 May 2025?", ["Kwame Asante"], [44],
  "Weekend cover column plus a logged swap; distractors: Elias Varga (weekend cover in the table), Lowri Pennant (weekday primary that week).")
q(QL, "What was HaulTrack's stale-position alert threshold before CHG-2024-112?", ["30 seconds"], [27],
  "Threshold before a change; distractor: 45 seconds since the upgrade (also on the HaulTrack page).")
q(QL, "What tolerance did the TonnageHub reconciliation job use before the March 2025 change?", ["0.25%", "0.25 per cent"], [41],
  "Threshold before a change (CHG-2025-035, effective 24 March 2025); distractor: current tolerance 0.5%.")

# ------------------------------------------------------------------ out_of_scope (14)
O = "out_of_scope"
q(O, "Who is our account manager at Pellard Software?", [], [],
  "Near miss: Pellard Software is named as the Maintix supplier (System page: Maintix, Team page: Business Applications) but has no supplier profile and no account manager is given; look-alike Pellard Systems also mentioned.")
q(O, "What is the RTO for Meridian ERP?", [], [],
  "Near miss: Meridian ERP is mentioned on the Business Applications team page, which says it has no system page yet; no RTO anywhere.")
q(O, "What did the tailings dam working group decide at its meeting on 28 January 2025?", [], [],
  "Near miss: the Site Operations Review minutes mention the meeting but say its notes are not on the wiki.")
q(O, "What is Gwen Harcastle's phone number?", [], [],
  "Near miss: she is named as the assigned inspector on the Tallow Creek site profile, which says the inspectorate's contact details are deliberately not on the wiki; she is not in the contact directory.")
q(O, "When does our contract with Orrin Networks end?", [], [],
  "Near miss: no such supplier; Orrin Geotechnical (ends 30 June 2026) and Corvane Networks (ends 31 August 2028) exist.")
q(O, "What is today's LME copper price per tonne?", [], [],
  "General/live-market knowledge; near miss: the corpus has ore and concentrate tonnages but no prices.")
q(O, "What is the RTO of the rail loadout system at Halsey Wharf?", [], [],
  "Near miss: the Halsey Wharf profile mentions the rail loadout, operated by the rail contractor and not documented on the wiki; Loadstar (RTO 2 hours) is a different system.")
q(O, "Who leads our own Service Desk?", [], [],
  "Near miss: the Service Desk is mentioned in the incident severity policy but has no team page or named lead; Vellmarke Controls' service desk has a phone number but no named lead either.")
q(O, "How much copper did Tallow Creek Pit produce in 2024?", [], [],
  "Near miss: the site profile gives 62,000 tonnes of ore mined per day (2024 average) and Brennock gives ore throughput, but no copper output is stated.")
q(O, "What is Ingrid Solberg's mobile number?", [], [],
  "Near miss: she is in the contact directory with desk and mobile both 'not listed'; named as chair and policy owner elsewhere.")
q(O, "Who heads the Mine Planning department?", [], [],
  "Near miss: the SlopeWatch page says the geotechnical engineers belong to Mine Planning, which has no page; the senior geotechnical engineer is unnamed in the minutes.")
q(O, "When was the Western Mines Inspectorate established?", [], [],
  "Near miss: the inspectorate is named as the Tallow Creek regulator with reporting rules, but nothing about its history.")
q(O, "What was the root cause of the 2023 Loadstar outage?", [], [],
  "Near miss: the Loadstar page mentions a long 2023 outage whose review was never migrated to the wiki.")
q(O, "When is the next OT Steering Group meeting?", [], [],
  "Near miss: the 8 October 2024 minutes say 'Next meeting: date to be confirmed'; the next CAB (14 April 2025) and Site Operations Review (4 March 2025) dates are given instead.")


def arrange(items, seed=71):
    rng = random.Random(seed)
    for _ in range(10000):
        order = items[:]
        rng.shuffle(order)
        ok = all(not (order[i]["type"] == order[i + 1]["type"] == order[i + 2]["type"])
                 for i in range(len(order) - 2))
        if ok:
            return order
    raise SystemExit("could not arrange")


def main():
    assert len(Q) == 80, len(Q)
    order = arrange(Q)
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for i, item in enumerate(order, 1):
            rec = {"id": "MIN-q-%03d" % i, "question": item["question"], "answers": item["answers"],
                   "supporting_ids": item["supporting_ids"], "type": item["type"], "note": item["note"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d questions" % len(order))


if __name__ == "__main__":
    main()
