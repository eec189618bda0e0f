"""Writes questions.jsonl for themepark-dev. Standard library only.

Questions are written grouped by type below, then put into a fixed,
seeded order in which no three consecutive questions share a type.
"""
import json
import os
import random

D = lambda n: "THP-doc-%03d" % n  # noqa: E731

Q = []


def q(qtype, question, answers, supports, note):
    Q.append({"question": question, "answers": answers,
              "supporting_ids": [D(n) for n in supports],
              "type": qtype, "note": note})


# ---------------- single_hop (20) ----------------
S = "single_hop"
q(S, "Who is the deputy lead of Ride Control Engineering?",
  ["Dev Raghunathan"], [2],
  "Team page names the lead (Imogen Thackeray) and the former lead (Alaric Penhallow) next to the deputy; distractor: either of those two names.")
q(S, "What is the recovery point objective for RideLink?",
  ["5 minutes", "five minutes"], [1],
  "Adjacent Field lines give RTO 30 minutes and the notes give a 24-hour Historian RTO; distractor: RTO vs RPO.")
q(S, "What is Lumo Queue Systems' resolution target for a priority 1 fault?",
  ["1 business day", "one business day"], [8],
  "Same table row gives the 2 hours response target; distractor: response vs resolution.")
q(S, "Who is Corvane Building Controls' account manager now?",
  ["Teodor Vance"], [17],
  "Former account manager Mairead Okafor is listed on the next line and still appears on wall charts; distractor: current vs former account manager.")
q(S, "What's the contract reference for our contract with Pallister Digital?",
  ["PD-0982"], [12],
  "Look-alike supplier Pallister Ticketing plc has contract PT-7734; distractor: the similarly named company's reference.")
q(S, "When does the Pallister Ticketing contract end?",
  ["31 March 2028"], [11],
  "Look-alike supplier Pallister Digital's contract ends 31 December 2025; distractor: the other Pallister company.")
q(S, "Which body regulates pool water quality at Saltmarsh Lagoon?",
  ["Marlshire Bathing Water Authority", "MBWA"], [20],
  "The same site profile says the FRSC inspects the flumes annually; distractor: FRSC, which has no interest in the water.")
q(S, "What is the resolution target for a Sev1 incident?",
  ["4 hours", "four hours"], [36],
  "Same row gives 15 minutes response; the adjacent Sev2 row gives 8 hours resolution; distractor: response vs resolution and the adjacent row.")
q(S, "How long were the Main Gate turnstiles down in the July 2024 outage?",
  ["47 minutes"], [9],
  "The review also says the queue took a further 1 hour 20 minutes to clear; distractor: queue clearance time.")
q(S, "How long was Kestrel Drop closed during INC-2024-044?",
  ["1 hour 52 minutes", "112 minutes"], [21],
  "The RideLink heartbeat was missing for only 6 minutes; distractor: heartbeat-loss duration vs ride closure.")
q(S, "What is the RTO for AquaGuard?",
  ["20 minutes", "twenty minutes"], [18],
  "RPO 10 minutes on the next line; distractor: RTO vs RPO.")
q(S, "Who is the site manager at Heron Lodge?",
  ["Anselm Grieve"], [24],
  "His deputy Mireille Tann handles day-to-day running and is named in the next sentence; distractor: the deputy.")
q(S, "Who actually carried out the RideLink 6.2 upgrade?",
  ["Saoirse Lund"], [28],
  "The change owner is Dev Raghunathan and RSA approval was by Beatrix Oduya; distractor: change owner vs implementer.")
q(S, "What is Callum Ferreira's mobile number?",
  ["07700 900342", "07700900342"], [45],
  "Same row has his desk line 01632 960131 and the adjacent row has Priya Lindqvist's mobile 07700 900343; distractor: desk vs mobile and the adjacent row.")
q(S, "What number do I ring to reach Corvane during office hours?",
  ["01632 960744"], [17],
  "The next line gives the out-of-hours desk 01632 960745; distractor: office line vs out-of-hours desk.")
q(S, "Which server room hosts the primary RideLink servers?",
  ["PY-SR1"], [1],
  "The standby servers are in control room BFP-CR2; distractor: primary vs standby location.")
q(S, "Who heads the Guest IT team?",
  ["Callum Ferreira"], [7],
  "Deputy lead Priya Lindqvist is on the next line and leads incident reviews; distractor: lead vs deputy.")
q(S, "What is the contract reference for Hydrallis?",
  ["HY-5502"], [19],
  "The expired pump maintenance agreement HY-4870 is still quoted on some purchase orders; distractor: the old agreement number.")
q(S, "How much notice does the current ride control change freeze policy require for a standard change?",
  ["10 working days", "ten working days"], [34],
  "Superseded version 3.2 (a separate page) required 5 working days, and emergency changes need a retrospective record within one working day; distractor: old version's notice period.")
q(S, "How many GateKeeper turnstiles are there at the Lagoon entrance?",
  ["9", "nine"], [10],
  "Adjacent rows give Main Gate 28 and Heron Lodge side gate 4 (same controller GK-C2); distractor: adjacent table rows.")

# ---------------- multi_hop (22, 4 comparisons) ----------------
M = "multi_hop"
q(M, "Who is the current account manager at the supplier of the system that failed in INC-2024-031?",
  ["Ffion Castellano"], [9, 10, 11],
  "Hop 1: the review names TKT-02 (GateKeeper). Hop 2: GateKeeper is supplied by Pallister Ticketing plc. Hop 3: current account manager Ffion Castellano. Distractor: Warwick Adeyemi, account manager at the time of the incident, and look-alike Pallister Digital (Nadia Sorensen).")
q(M, "Who leads the team that owns the system where INC-2024-044's root cause lay?",
  ["Tobias Wren"], [21, 22, 23],
  "Hop 1: root cause in ParkNet (edge switch firmware), not RideLink. Hop 2: ParkNet is owned by Network Operations. Hop 3: headed by Tobias Wren. Distractor: RideLink's owner Ride Control Engineering (Imogen Thackeray) and deputy Aisling Moorcroft.")
q(M, "When does the contract for the dosing system involved in INC-2025-007 end?",
  ["28 February 2027"], [27, 18, 19],
  "Hop 1: the review names WTP-7 (AquaGuard). Hop 2: AquaGuard is supplied by Hydrallis Ltd. Hop 3: contract HY-5502 ends 28 February 2027. Distractor: expired agreement HY-4870 (March 2023) and other suppliers' end dates.")
q(M, "Where is the team based that owns the system whose firmware patch was deferred at the 9 January 2025 CAB?",
  ["Saltmarsh Lagoon", "the Lagoon"], [30, 16, 15],
  "Hop 1: the deferred patch was for Lodestar. Hop 2: Lodestar is owned by Facilities Engineering. Hop 3: team base Saltmarsh Lagoon. Distractor: Heron Lodge (where Lodestar runs the chillers and half the team's work is) and PY-SR1 at Pennock Yard (Lodestar head end).")
q(M, "Which regulator covers the site where Ride Control Engineering is based?",
  ["Northern Plant Inspectorate"], [2, 4],
  "Hop 1: Ride Control Engineering is based at Pennock Yard. Hop 2: Pennock Yard falls under the Northern Plant Inspectorate. Distractor: the Fairground and Rides Safety Commission, which regulates Brackenfell Park where the team keeps a hot desk and explicitly has no jurisdiction at the Yard.")
q(M, "Who was primary on-call for the team that RUN-014 pages, in the week commencing 5 May 2025?",
  ["Mateusz Kowal"], [37, 42],
  "Hop 1: RUN-014 pages Ride Control Engineering. Hop 2: rota row for 5 May 2025 gives primary Mateusz Kowal. Distractor: secondary Kofi Ambrose in the same row and adjacent weeks' primaries.")
q(M, "RUN-022 pages a team on call. Who was that team's primary in the week commencing 5 May 2025?",
  ["Ines Calloway"], [38, 43],
  "Hop 1: RUN-022 pages Facilities Engineering. Hop 2: shared rota row for 5 May 2025 gives Facilities primary Ines Calloway. Distractor: Guest IT primary Elif Marchetti in the same row.")
q(M, "What support number should we ring for the supplier of the system hit by INC-2025-012?",
  ["01632 960233"], [33, 6, 8],
  "Hop 1: the review is about the Ticker (QueueSense). Hop 2: QueueSense is supplied by Lumo Queue Systems. Hop 3: Lumo service desk 01632 960233. Distractor: other suppliers' support lines and the IT Service Desk number 01632 960200.")
q(M, "Which regulator oversees the site where the team that owns SafeState is based?",
  ["Fairground and Rides Safety Commission", "FRSC"], [26, 25, 14],
  "Hop 1: SafeState is owned by Ride Safety Assurance. Hop 2: RSA is based at Brackenfell Park. Hop 3: the park's regulator is the FRSC. Distractor: Pennock Yard's Northern Plant Inspectorate (SafeState's hosting is moving there).")
q(M, "Who is the deputy lead of the team that owns the system changed by CHG-2452?",
  ["Henrik Bassey"], [29, 18, 15],
  "Hop 1: CHG-2452 changes AquaGuard. Hop 2: AquaGuard is owned by Facilities Engineering. Hop 3: deputy Henrik Bassey. Distractor: lead Margot Oyelaran (the change approver) and change owner Ines Calloway.")
q(M, "Following the 3 March 2025 leadership meeting, who manages the site that SafeState's hosting is moving to?",
  ["Winifred Osei"], [31, 4],
  "Hop 1: SafeState hosting moves to Pennock Yard. Hop 2: Pennock Yard's site manager is Winifred Osei. Distractor: Hollis Drummond, manager of Brackenfell Park where SafeState is hosted today.")
q(M, "The Guest IT steering group in April 2025 asked a supplier to rebuild the captive portal. Who is that supplier's account manager?",
  ["Nadia Sorensen"], [32, 13, 12],
  "Hop 1: the decision concerns the Beacon captive portal. Hop 2: Beacon is built and hosted by Pallister Digital Ltd. Hop 3: account manager Nadia Sorensen. Distractor: former account manager Ruaridh Bell and look-alike Pallister Ticketing's Ffion Castellano.")
q(M, "Out of hours, what number does RUN-040 tell us to ring for the supplier?",
  ["01632 960745"], [40, 17],
  "Hop 1: RUN-040 escalates to Corvane Building Controls' out-of-hours desk. Hop 2: the desk number is 01632 960745. Distractor: Corvane's office hours line 01632 960744 on the line above.")
q(M, "What's the mobile number for the deputy lead of the team that RUN-031 pages?",
  ["07700 900343", "07700900343"], [39, 7, 45],
  "Hop 1: RUN-031 pages Guest IT. Hop 2: Guest IT's deputy lead is Priya Lindqvist. Hop 3: her mobile 07700 900343. Distractor: lead Callum Ferreira's mobile 07700 900342 in the adjacent row and her desk line 01632 960132.")
q(M, "Which company supplies the system owned by Tobias Wren's team?",
  ["Steadfast Networks", "Steadfast"], [23, 22],
  "Hop 1: Tobias Wren heads Network Operations, which runs ParkNet. Hop 2: ParkNet's supplier is Steadfast Networks. Distractor: Verrant Automation (RideLink, the main system carried on the ride segment).")
q(M, "What is the contract reference with the supplier of the system that lost its heartbeat in INC-2024-044?",
  ["VA-RC-2291"], [21, 1, 3],
  "Hop 1: the Spine (RideLink) lost its heartbeat. Hop 2: RideLink is supplied by Verrant Automation Ltd. Hop 3: contract VA-RC-2291. Distractor: the root-cause system ParkNet (Steadfast, no reference on the wiki) and site ID BFP-RL-01.")
q(M, "Which body oversees fire safety and licensing at the site where Guest IT is based?",
  ["Marlshire Fire and Licensing Unit"], [7, 24],
  "Hop 1: Guest IT is based at Heron Lodge. Hop 2: Heron Lodge is overseen by the Marlshire Fire and Licensing Unit. Distractor: Guest IT staff spend much of the day at the Main Gate (Brackenfell Park, FRSC).")
q(M, "Who was the previous account manager at the supplier of the system that RUN-022 covers?",
  ["Celestine Moor"], [38, 18, 19],
  "Hop 1: RUN-022 covers AquaGuard. Hop 2: AquaGuard is supplied by Hydrallis Ltd. Hop 3: previous account manager Celestine Moor (to 18 August 2024). Distractor: current account manager Yusuf Brannigan in the adjacent table row.")
q(M, "Which has the longer RTO, QueueSense or GateKeeper?",
  ["QueueSense"], [10, 6],
  "Comparison. Hop 1: GateKeeper RTO 1 hour. Hop 2: QueueSense RTO 4 hours, so QueueSense. Distractor: QueueSense's RPO of 1 hour equals GateKeeper's RTO.")
q(M, "Which contract ends first, Lumo Queue Systems' or Corvane Building Controls'?",
  ["Lumo Queue Systems", "Lumo"], [17, 8],
  "Comparison. Hop 1: Corvane CBC-3318 ends 30 September 2026. Hop 2: Lumo LQS-4410 ends 30 June 2026, so Lumo. Distractor: both end in 2026.")
q(M, "Who took over their account earlier, Olwen Pryce at Verrant or Yusuf Brannigan at Hydrallis?",
  ["Olwen Pryce"], [19, 3],
  "Comparison. Hop 1: Yusuf Brannigan from 19 August 2024. Hop 2: Olwen Pryce from 1 March 2024, so Olwen Pryce. Distractor: Celestine Moor's 2021 start date in the Hydrallis table.")
q(M, "Which incident closed its attraction for longer, INC-2024-044 or INC-2025-007?",
  ["INC-2025-007"], [21, 27],
  "Comparison. Hop 1: Kestrel Drop closed 1 hour 52 minutes. Hop 2: the Lagoon closed 3 hours 10 minutes, so INC-2025-007. Distractor: the 6-minute heartbeat loss and the 3.4 mg/l reading.")

# ---------------- alias (12) ----------------
A = "alias"
q(A, "Who supplies the Spine?",
  ["Verrant Automation Ltd", "Verrant Automation", "Verrant"], [5, 1],
  "Glossary: the Spine = RideLink (not the network, which is the Mesh). System page: supplier Verrant Automation Ltd. Distractor: Steadfast Networks, if the Spine is misread as the whole ride network.")
q(A, "What's the RTO of the Ticker?",
  ["4 hours", "four hours"], [5, 6],
  "Glossary: the Ticker = QueueSense (not the GateKeeper 'ticket boards'). System page: RTO 4 hours. Distractor: RPO 1 hour, and GateKeeper's RTO of 1 hour.")
q(A, "Which team owns TKT-02?",
  ["Guest IT"], [41, 10],
  "Legacy code glossary: TKT-02 = GateKeeper. System page: owner team Guest IT. Distractor: Pallister Ticketing, the supplier, and the IT Service Desk.")
q(A, "Which team looks after HeatNet these days?",
  ["Facilities Engineering"], [5, 16],
  "Glossary: HeatNet = former name of Lodestar. System page: owner team Facilities Engineering. Distractor: Corvane Building Controls (supplier) and Network Operations.")
q(A, "What's the RPO for WTP-7?",
  ["10 minutes", "ten minutes"], [41, 18],
  "Legacy code glossary: WTP-7 = AquaGuard (WTP-6 is the old lido plant). System page: RPO 10 minutes. Distractor: RTO 20 minutes on the line above.")
q(A, "Who is the account manager for ParkPal?",
  ["Nadia Sorensen"], [5, 13, 12],
  "Glossary: ParkPal = former name of Beacon. Beacon is built by Pallister Digital Ltd, whose account manager is Nadia Sorensen. Distractor: Ruaridh Bell, the ParkPal-era account manager, and Pallister Ticketing's Ffion Castellano.")
q(A, "How many wireless access points does the Mesh have?",
  ["412"], [5, 22],
  "Glossary: the Mesh = ParkNet. System page: 412 wireless access points. Distractor: 96 edge switches on the line above.")
q(A, "What is Inspecta called now?",
  ["SafeState"], [5],
  "Glossary row: Inspecta = former name of SafeState (renamed 2021). Distractor: its legacy code MMS-1 and vendor Orrin Asset Software.")
q(A, "Who leads the team that owns MMS-1?",
  ["Beatrix Oduya"], [41, 26, 25],
  "Legacy code glossary: MMS-1 = SafeState. System page: owned by Ride Safety Assurance. Team page: lead Beatrix Oduya. Distractor: deputy Lorcan Fenwick and advisor Alaric Penhallow.")
q(A, "What's the supplier's support line for CRMS problems?",
  ["01632 960418"], [5, 1, 3],
  "Glossary: CRMS = former name of RideLink. RideLink is supplied by Verrant Automation Ltd, whose 24/7 support line is 01632 960418. Distractor: the ride control duty phone 07700 900999 and RUN-014, which mentions the support line without a number.")
q(A, "Who is the site manager for Site 2?",
  ["Esther Kallio"], [41, 20],
  "Legacy code glossary: Site 2 = Saltmarsh Lagoon (numbers are not site codes). Site profile: site manager Esther Kallio. Distractor: Site 3 Heron Lodge's Anselm Grieve and Site 1's Hollis Drummond.")
q(A, "Which company provides Chlorine Charlie?",
  ["Hydrallis Ltd", "Hydrallis"], [5, 18],
  "Glossary: Chlorine Charlie = AquaGuard. System page: supplier Hydrallis Ltd. Distractor: Corvane Building Controls, whose Lodestar outstation shares the Lagoon plant room.")

# ---------------- qualifier (12) ----------------
U = "qualifier"
q(U, "Under the superseded version of the ride control change freeze policy, how much notice did a standard change need?",
  ["5 working days", "five working days"], [35],
  "Condition: superseded version 3.2. Distractor: the current version 4.1 requires 10 working days, mentioned on the same page as 'half the notice required today'.")
q(U, "Under version 3.2 of the change freeze policy, who could approve an emergency RideLink change on their own in 2023?",
  ["Alaric Penhallow"], [35],
  "Conditions: superseded version and a date before the March 2024 handover. Distractor: Imogen Thackeray (head of RCE after March 2024) and the current RSA lead-or-deputy approval.")
q(U, "What's the response target for a Sev2 incident out of hours?",
  ["60 minutes", "1 hour", "one hour"], [36],
  "Condition: out of hours. Distractor: in-hours Sev2 response of 30 minutes in the adjacent column, and the Sev2 resolution target of 8 hours.")
q(U, "Who was Ride Control Engineering's primary on-call on Saturday 17 May 2025?",
  ["Kofi Ambrose"], [42],
  "Condition: a logged swap for the weekend of 17 and 18 May. Distractor: Saoirse Lund, the rostered primary for the week commencing 12 May.")
q(U, "Who was Lumo Queue Systems' account manager in September 2024?",
  ["Stellan Byrne"], [8],
  "Condition: a date before the 14 October 2024 handover. Distractor: the current account manager Rafaela Nkemelu.")
q(U, "What was the AquaGuard high alarm threshold for free chlorine before CHG-2452?",
  ["3.0 mg/l", "3.0"], [29],
  "Condition: a threshold before the change. Distractor: the new value 2.5 mg/l, the toddler pool's 2.0 mg/l and the old dosing shutdown 5.0 mg/l.")
q(U, "What time does the IT Service Desk close on a Saturday?",
  ["20:00", "8pm", "8 pm"], [44],
  "Condition: weekend hours. Distractor: weekday closing time 22:00 in the previous sentence.")
q(U, "Who actually covered Facilities Engineering primary on-call in the week commencing 19 May 2025?",
  ["Declan Abara"], [43],
  "Condition: a logged swap for annual leave. Distractor: Bartholomew Nyqvist, rostered in the table, and Tamsin Gould, Guest IT primary in the same row.")
q(U, "During Lagoon opening hours, what severity is an AquaGuard fault?",
  ["Sev1", "Severity 1"], [36],
  "Condition: an exception for AquaGuard during Lagoon opening hours. Distractor: the table would put degraded service at Sev2.")
q(U, "Who was Pallister Ticketing's account manager in the summer of 2024?",
  ["Warwick Adeyemi"], [11],
  "Condition: a date before the 2 January 2025 handover. Distractor: current account manager Ffion Castellano.")
q(U, "On a Sunday, who should an unresolved RideLink heartbeat loss be escalated to?",
  ["Dev Raghunathan"], [37],
  "Condition: weekend escalation. Distractor: Imogen Thackeray, the weekday escalation point in the same bullet.")
q(U, "How quickly must Corvane respond to a chiller failure reported out of hours?",
  ["90 minutes", "1.5 hours"], [17],
  "Condition: out of hours, boiler and chiller failures only. Distractor: the office-hours response of 4 hours and resolution of 2 working days.")

# ---------------- out_of_scope (14) ----------------
O = "out_of_scope"
q(O, "What is Lorcan Fenwick's mobile number?", [], [],
  "Near miss / distractor: Lorcan Fenwick is named as deputy on the Ride Safety Assurance page, but the contact directory has no row for him (RSA deputy handsets 'will be added'); Beatrix Oduya's row is the tempting wrong answer.")
q(O, "When does our contract with Steadfast Networks end?", [], [],
  "Near miss / distractor: Steadfast Networks is named as ParkNet's supplier, but the page says its contract details are held by Procurement and not published; other suppliers' end dates are tempting.")
q(O, "Who is our account manager at Orrin Asset Software?", [], [],
  "Near miss / distractor: Orrin is named as SafeState's vendor, but no contacts are kept; other suppliers' account managers are tempting.")
q(O, "What was decided at the Lumo supplier review meeting on 30 April 2025?", [], [],
  "Near miss / distractor: the meeting is mentioned in the 16 April 2025 steering group minutes as minuted separately, but no minutes exist in the wiki; the steering group's own decisions are tempting.")
q(O, "Who is the account manager at Verrant Analytics?", [], [],
  "Near miss / distractor: no such company exists; the look-alike Verrant Automation Ltd has account manager Olwen Pryce.")
q(O, "What is the RTO of the ride-photo kiosk system?", [], [],
  "Near miss / distractor: the Beacon page mentions the ride-photo kiosks run by the Snapwell Leisure concession and says they are outside our recovery objectives; Beacon's own 8-hour RTO is tempting.")
q(O, "What is the minimum rider height for Kestrel Drop?", [], [],
  "Near miss / distractor: Kestrel Drop appears in INC-2024-044 (38 guests, top brake) and the site profile (tallest ride), but no height restriction is given.")
q(O, "Who leads the Guest Experience Analytics team?", [], [],
  "Near miss / distractor: no such team exists; the 3 March 2025 leadership minutes mention a proposed guest analytics working group with no lead agreed.")
q(O, "What is the legal minimum free chlorine level for public swimming pools in the UK?", [], [],
  "Near miss / distractor: general-knowledge question; AquaGuard's internal low alarm of 1.0 mg/l is not a legal figure.")
q(O, "When is the next FRSC inspection of Brackenfell Park due?", [], [],
  "Near miss / distractor: the site profile gives the last inspection (finished 4 March 2025) and says the Commission sets dates at short notice; no next date is stated.")
q(O, "What was the root cause of INC-2024-019?", [], [],
  "Near miss / distractor: INC-2024-019 is mentioned in the INC-2024-044 review as closed without a review and with its cause never established; the ParkNet firmware cause of INC-2024-044 is tempting.")
q(O, "How many guests visited Brackenfell Park in 2024?", [], [],
  "Near miss / distractor: the site profile gives a design capacity of 18,000 guests a day, and INC-2024-031 affected about 3,100 guests; no annual attendance is given.")
q(O, "What budget was approved for the ParkNet core switch replacement?", [], [],
  "Near miss / distractor: the 9 January 2025 CAB approved the replacement in principle but says the budget is to be confirmed by Finance and no figure was agreed.")
q(O, "Who is on call for Network Operations in the week commencing 5 May 2025?", [], [],
  "Near miss / distractor: Network Operations has no rota yet (planned for the autumn); the May 2025 rotas cover only Ride Control Engineering, Guest IT and Facilities (e.g. Mateusz Kowal, Elif Marchetti).")


def ordered(items, seed=2025):
    rng = random.Random(seed)
    while True:
        items = items[:]
        rng.shuffle(items)
        ok = all(not (items[i]["type"] == items[i + 1]["type"] == items[i + 2]["type"])
                 for i in range(len(items) - 2))
        if ok:
            return items


def main():
    assert len(Q) == 80, len(Q)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "questions.jsonl"), "w", encoding="utf-8") as f:
        for i, rec in enumerate(ordered(Q), 1):
            out = {"id": "THP-q-%03d" % i}
            out.update(rec)
            f.write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
