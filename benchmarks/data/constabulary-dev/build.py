"""Writes corpus.jsonl and questions.jsonl for constabulary-dev.

Standard library only. Page texts live in build_pages.py; questions are below.
Run: python3 build.py && python3 check.py
"""
import json
import os
import random

from build_pages import PAGES

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "POL"


def d(n):
    return f"{PFX}-doc-{n:03d}"


# (type, question, answers, supporting page numbers, note)
Q = [
    # ---------------- single_hop (20) ----------------
    ("single_hop", "Who is the deputy lead of the Control Room Systems team?",
     ["Owen Tallis"], [9],
     "Lead/deputy pair on one page; distractor: the lead Priya Ramaswamy (and former lead Martin Greer)."),
    ("single_hop", "What is the recovery point objective for Beacon CAD?",
     ["5 minutes", "five minutes"], [2],
     "RTO and RPO sit on adjacent lines; distractor: RTO 30 minutes, and the 19-minute fallback test time."),
    ("single_hop", "What is the resolution target for a P2 ticket raised with the Service Desk?",
     ["8 hours", "eight hours"], [12],
     "Response vs resolution in one table row; distractor: P2 response 30 minutes and the adjacent P1 resolution 4 hours."),
    ("single_hop", "Who is Corvane Software's account manager for the force now?",
     ["Natasha Greaves"], [17],
     "Current vs former account manager; distractor: Quentin Abbott (until 1 January 2024), and Tobias Ellery of the look-alike Corvaine Identity."),
    ("single_hop", "What P1 response time does Corvaine Identity's support agreement promise?",
     ["1 hour", "one hour", "60 minutes"], [18],
     "Look-alike supplier names; distractor: Corvane Software's P1 response of 30 minutes, and Corvaine's own 8-hour resolution target."),
    ("single_hop", "What is the RTO for Ledger RMS?",
     ["4 hours", "four hours"], [3],
     "Prose states both objectives in one sentence; distractor: RPO 15 minutes."),
    ("single_hop", "How many call-handler positions does Harbourline ICCS have at Castlebrook?",
     ["46", "forty-six"], [4],
     "Two position counts on one line; distractor: 18 positions at Kestle Vale."),
    ("single_hop", "In what year did Castlebrook Force Control Centre open?",
     ["2016"], [22],
     "Opening and refurbishment years share a line; distractor: refurbished 2022."),
    ("single_hop", "When does the Tollgate Communications contract end?",
     ["31 October 2026", "October 2026"], [19],
     "Several dates in the prose; distractor: contract signed November 2021, installation 2016, recording module end of life 2026."),
    ("single_hop", "How long was the control room without its dispatch system during INC-2024-031?",
     ["47 minutes"], [26],
     "Outage vs recovery work; distractor: about three hours of paper-log reconciliation after service returned, and the 21:20 major-incident declaration."),
    ("single_hop", "How long are daily Vaultline backups kept?",
     ["35 days", "thirty-five days"], [7],
     "Adjacent retention bullets; distractor: weekly 13 weeks, monthly 7 years for evidential systems."),
    ("single_hop", "Who chaired the Change Advisory Board meeting on 12 November 2024?",
     ["Sunita Okafor"], [34],
     "Chair vs minute-taker lines; distractor: Tomasz Wilk took the minutes."),
    ("single_hop", "How many neighbourhood vehicles are fitted with Waymark AVL?",
     ["121"], [5],
     "Adjacent table rows; distractor: 188 response cars, 64 roads policing, 412 in total."),
    ("single_hop", "Who is the deputy head of Information Security?",
     ["Ravi Menon"], [13],
     "Current vs former deputy; distractor: Joanna Pike (deputy until September 2024) and the lead Aileen Strachan."),
    ("single_hop", "What number should I ring to reach the deputy of Control Room Systems?",
     ["07700 900312", "07700900312"], [45],
     "Adjacent directory rows; distractor: the lead Priya Ramaswamy on 07700 900311 and the team on-call phone 07700 900210."),
    ("single_hop", "What is the urgent restore target in the Pellworth contract?",
     ["1 hour", "one hour", "60 minutes"], [20],
     "Adjacent table rows; distractor: standard restore 4 hours, tape recall 24 hours."),
    ("single_hop", "How many accounts were locked during INC-2024-062?",
     ["612"], [28],
     "Several counts in one paragraph; distractor: roughly 3,900 accounts in total and 14 users with reused passwords."),
    ("single_hop", "How long can the generator at Castlebrook run on the fuel kept on site?",
     ["72 hours", "3 days"], [22],
     "Power line lists UPS and generator together; distractor: UPS 20 minutes (and Mereford's 48 hours on another page)."),
    ("single_hop", "Which version of Pocketbook is live at the moment?",
     ["5.2", "version 5.2"], [8],
     "Live vs planned version; distractor: version 5.3, deferred by CAB."),
    ("single_hop", "What is the headcount of the Infrastructure and Hosting team?",
     ["14", "fourteen"], [10],
     "Headcount sentence carries an exception; distractor: three contractors not counted in the figure."),

    # ---------------- multi_hop (22; last four are X-or-Y comparisons) ----------------
    ("multi_hop", "Who is the account manager at the company that supplies the system that failed in INC-2025-004?",
     ["Rhys Pendle"], [29, 5, 16],
     "Hop 1: INC-2025-004 concerns Waymark AVL (supplier not named in the review); hop 2: Waymark AVL is supplied by Halbard Telematics; hop 3: account manager Rhys Pendle. Distractor: former manager Leonie Farr, and Imogen Stroud of look-alike Halberd Dispatch."),
    ("multi_hop", "When does the contract end for the supplier whose engineers carried out CHG-2024-118?",
     ["31 March 2027", "March 2027"], [31, 15],
     "Hop 1: CHG-2024-118 was implemented by Halberd Dispatch Systems; hop 2: Halberd contract end 31 March 2027. Distractor: contract start 1 April 2022, and the Halbard Telematics contract dates."),
    ("multi_hop", "Where is the team that owns Ledger RMS based?",
     ["Kestle Vale", "Kestle Vale Fallback Control Room"], [3, 14],
     "Hop 1: Ledger RMS is owned by Business Applications; hop 2: Business Applications is based at Kestle Vale. Distractor: Mereford Data Centre hosts the servers, and the team moved from Harrowden Park in 2023."),
    ("multi_hop", "Which regulator covers the site the Radio and Mobile Communications team works from?",
     ["Radio Spectrum Compliance Office", "RSCO"], [11, 25],
     "Hop 1: the team is based at Ashbourne Road Radio Workshop; hop 2: that site is regulated by the Radio Spectrum Compliance Office. Distractor: other sites' bodies (ECHSB at Castlebrook, DHAC at Mereford)."),
    ("multi_hop", "Who heads the team that RUN-037 pages?",
     ["Gareth Brindley"], [43, 10],
     "Hop 1: RUN-037 pages the Infrastructure and Hosting on-call; hop 2: that team is headed by Gareth Brindley. Distractor: deputy Sunita Okafor, and supplier contact Ciaran Doyle."),
    ("multi_hop", "Who was on call for the team paged by RUN-022 in the week commencing 3 February 2025?",
     ["Hannah Vosper"], [41, 44],
     "Hop 1: RUN-022 pages Radio and Mobile Communications; hop 2: the rota row for 3 Feb 2025 names Hannah Vosper in that column. Distractor: Owen Tallis and Gareth Brindley in the same row, and the 3 February Control Room Systems handover swap."),
    ("multi_hop", "What is the contract reference for the company that supplies Gatehouse?",
     ["WC-CON-2405"], [6, 18],
     "Hop 1: Gatehouse is supplied by Corvaine Identity Ltd; hop 2: contract reference WC-CON-2405. Distractor: look-alike Corvane Software's WC-CON-1987."),
    ("multi_hop", "Who is the deputy lead of the team that owns the system changed by CHG-2024-152?",
     ["Ravi Menon"], [32, 6, 13],
     "Hop 1: CHG-2024-152 changed Gatehouse (implemented by Infrastructure and Hosting, a distractor); hop 2: Gatehouse is owned by Information Security; hop 3: deputy Ravi Menon. Distractor: former deputy Joanna Pike, lead Aileen Strachan, and Sunita Okafor as deputy of the implementing team."),
    ("multi_hop", "Who leads the team that owns the application whose rollout CAB deferred on 12 November 2024?",
     ["Colin Ashdown"], [34, 8, 14],
     "Hop 1: CAB deferred the Pocketbook 5.3 rollout; hop 2: Pocketbook is owned by Business Applications; hop 3: lead Colin Ashdown. Distractor: deputy Fern Mallory, who attended that CAB, and supplier Brackenfield Mobile."),
    ("multi_hop", "Who leads the team that owns the system whose recording module the Resilience Forum agreed to replace?",
     ["Declan Furlong"], [36, 4, 11],
     "Hop 1: the March 2025 Forum agreed to replace the Harbourline ICCS recording module; hop 2: Harbourline is owned by Radio and Mobile Communications; hop 3: lead Declan Furlong. Distractor: Control Room Systems gives first-line ICCS support (lead Priya Ramaswamy, who attended), deputy Hannah Vosper, Forum attendee Kezia Blunt."),
    ("multi_hop", "Which inspectorate covers the building the ICT Service Desk is based in?",
     ["Southern Counties Fire Inspectorate"], [12, 21],
     "Hop 1: the Service Desk is based at Harrowden Park Headquarters; hop 2: Harrowden Park is inspected by the Southern Counties Fire Inspectorate. Distractor: the page says the site has no ICT-specific regulator; other sites' bodies (ECHSB, DHAC)."),
    ("multi_hop", "Who is the site manager where the Infrastructure and Hosting team is based?",
     ["Paul Everitt"], [10, 23],
     "Hop 1: Infrastructure and Hosting is based at Mereford Data Centre; hop 2: Mereford's site manager is Paul Everitt. Distractor: Leanne Cotter manages Castlebrook and Kestle Vale; team lead Gareth Brindley."),
    ("multi_hop", "What is the 24/7 fault line for the supplier of Harbourline ICCS?",
     ["01632 960845", "01632960845"], [4, 19],
     "Hop 1: Harbourline ICCS is supplied by Tollgate Communications; hop 2: Tollgate's 24/7 fault line 01632 960845. Distractor: Halberd's 01632 960771 and Halbard's 01632 960772."),
    ("multi_hop", "Who is the deputy of the team that owns the system at fault in INC-2024-047?",
     ["Hannah Vosper"], [27, 4, 11],
     "Hop 1: INC-2024-047 was a Harbourline ICCS routing fault; hop 2: Harbourline is owned by Radio and Mobile Communications; hop 3: deputy Hannah Vosper. Distractor: lead Declan Furlong, review chair Rosalind Achebe, and Control Room Systems (first-line ICCS support)."),
    ("multi_hop", "Who held the on-call phone for the team that RUN-014 pages during the week commencing 27 January 2025?",
     ["Amara Nwosu"], [40, 44],
     "Hop 1: RUN-014 pages the Control Room Systems on-call (and only informs Infrastructure and Hosting); hop 2: rota row 27 Jan 2025 gives Amara Nwosu. Distractor: Dmitri Halloran (Infrastructure column, same row) and the team lead Priya Ramaswamy."),
    ("multi_hop", "Who is the current account manager for the supplier of the backup platform involved in INC-2025-011?",
     ["Ciaran Doyle"], [30, 7, 20],
     "Hop 1: INC-2025-011 was a Vaultline restore (supplier unnamed in the review); hop 2: Vaultline is supplied by Pellworth Data Services; hop 3: account manager Ciaran Doyle. Distractor: former account manager Abigail Sefton; Corvane (Ledger RMS supplier)."),
    ("multi_hop", "After the January 2025 Steering Group, when does the Halbard Telematics contract now end?",
     ["30 November 2026", "November 2026"], [16, 35],
     "Hop 1: Halbard Telematics holds contract WC-CON-2310 for Waymark AVL, ending 30 November 2025 as signed; hop 2: the Steering Group extended the Waymark AVL contract to 30 November 2026. Distractor: the original end date 30 November 2025 and Halberd's 31 March 2027."),
    ("multi_hop", "Which inspectorate oversees the site where the Business Applications team works?",
     ["Regional Resilience Inspectorate"], [14, 24],
     "Hop 1: Business Applications is based at Kestle Vale; hop 2: Kestle Vale is inspected by the Regional Resilience Inspectorate. Distractor: the page contrasts it with the call-handling standards board (ECHSB) that covers Castlebrook."),
    ("multi_hop", "Which has the shorter RTO, Beacon CAD or Ledger RMS?",
     ["Beacon CAD"], [2, 3],
     "Comparison. Hop 1: Beacon CAD RTO 30 minutes; hop 2: Ledger RMS RTO 4 hours, so Beacon CAD. Distractor: Ledger's RPO of 15 minutes is shorter than CAD's RTO."),
    ("multi_hop", "Whose contract ends first, Tollgate Communications or Corvaine Identity?",
     ["Corvaine Identity", "Corvaine Identity Ltd"], [19, 18],
     "Comparison. Hop 1: Tollgate ends 31 October 2026; hop 2: Corvaine Identity ends 31 January 2026, so Corvaine Identity. Distractor: look-alike Corvane Software (ends 30 June 2028)."),
    ("multi_hop", "Which team is bigger, Control Room Systems or Infrastructure and Hosting?",
     ["Infrastructure and Hosting"], [9, 10],
     "Comparison. Hop 1: Control Room Systems headcount 9; hop 2: Infrastructure and Hosting headcount 14, so Infrastructure and Hosting. Distractor: the three uncounted contractors and the Service Desk's 16 analysts."),
    ("multi_hop", "Which incident lasted longer, INC-2024-047 or INC-2024-031?",
     ["INC-2024-031"], [27, 26],
     "Comparison. Hop 1: INC-2024-047 lasted 22 minutes; hop 2: INC-2024-031 lasted 47 minutes, so INC-2024-031. Distractor: the number 47 in the other incident's reference, and INC-2024-031's three-hour reconciliation."),

    # ---------------- alias (12) ----------------
    ("alias", "Who supplies the Board?",
     ["Halberd Dispatch Systems", "Halberd Dispatch Systems Ltd", "Halberd"], [1, 2],
     "Nickname: glossary resolves 'the Board' to Beacon CAD; system page names the supplier. Distractor: look-alike Halbard Telematics (Waymark AVL), named on the same line."),
    ("alias", "Which team owns the Cellar?",
     ["Infrastructure and Hosting"], [7],
     "Nickname resolved only on the Vaultline page (glossary flags it as ambiguous). Distractor: the paper records store at Harrowden Park, also called the Cellar; Pellworth Data Services as supplier."),
    ("alias", "What is the RTO of the Switch?",
     ["15 minutes", "fifteen minutes"], [1, 4],
     "Nickname 'the Switch' = Harbourline ICCS. Distractor: call-log RPO 10 minutes on the next line, and Tollgate's 2-hour restoration target."),
    ("alias", "Which supplier provides the system that used to be called CRIMSON?",
     ["Corvane Software", "Corvane Software plc", "Corvane"], [1, 3],
     "Former name CRIMSON = Ledger RMS. Distractor: look-alike Corvaine Identity Ltd, named in the same sentence."),
    ("alias", "How many handsets is MDT Lite deployed on?",
     ["1,650", "1650"], [8],
     "Former name MDT Lite = Pocketbook. Distractor: the last forty 'Brick' handsets, and about 1,900 radio devices on the Radio team page."),
    ("alias", "After how many failed sign-in attempts does the Front Door lock a normal account?",
     ["5 failed attempts", "5", "five"], [1, 6],
     "Nickname 'the Front Door' = Gatehouse. Distractor: the previous threshold of 10, privileged accounts locking after 3, and the Service Desk calling itself a 'single front door'."),
    ("alias", "Which body regulates the Bunker?",
     ["Data Hosting Assurance Council", "DHAC"], [1, 23],
     "Nickname 'the Bunker' = Mereford Data Centre. Distractor: ECHSB (Castlebrook) and the Regional Resilience Inspectorate (Kestle Vale)."),
    ("alias", "Which team works out of the Old Mill?",
     ["Radio and Mobile Communications"], [25],
     "Nickname 'Old Mill' = Ashbourne Road Radio Workshop, resolved on the site page. Distractor: Halbard Telematics fitters also work there, and the spares store moves to Kestle Vale in floods."),
    ("alias", "Who is the account manager at the supplier of ICC-4?",
     ["Yusuf Qadri"], [1, 4, 19],
     "Legacy code ICC-4 = Harbourline ICCS; supplier Tollgate Communications; account manager Yusuf Qadri. Distractor: former account manager Penelope Hart."),
    ("alias", "Which company maintains TRACKER2 today?",
     ["Halbard Telematics", "Halbard Telematics Ltd", "Halbard"], [1, 5],
     "Former name TRACKER2 = Waymark AVL. Distractor: look-alike Halberd Dispatch Systems (Beacon CAD)."),
    ("alias", "How many call-handling positions are there at the Annexe?",
     ["18", "eighteen"], [24],
     "Nickname 'the Annexe' = Kestle Vale, resolved on the site page. Distractor: 46 positions at Castlebrook."),
    ("alias", "What version is DISPATCH-7 running now?",
     ["9.4", "version 9.4"], [1, 2],
     "Former name DISPATCH-7 = Beacon CAD. Distractor: previous version 9.2 on the same line, and Pocketbook version 5.2."),

    # ---------------- qualifier (12) ----------------
    ("qualifier", "Under version 3.2 of the Privileged Access Policy, what was the minimum length for a privileged password?",
     ["14 characters", "14"], [38],
     "Superseded version. Distractor: the current version 4.1 requires 16 characters."),
    ("qualifier", "Who was the Radio and Mobile Communications on-call on Sunday 26 January 2025?",
     ["Kezia Blunt"], [44],
     "Logged weekend swap overrides the table. Distractor: the table row for 20 Jan 2025 shows Declan Furlong."),
    ("qualifier", "What are the Service Desk's opening hours on a Saturday?",
     ["08:00-16:00", "8am to 4pm", "08:00 to 16:00"], [12],
     "Weekend vs weekday. Distractor: weekday hours 07:00-20:00, and Information Security's 08:00-18:00 weekday hours."),
    ("qualifier", "Who was Corvaine Identity's account manager in April 2024?",
     ["Marguerite Dunn"], [18],
     "Date before a handover (19 May 2024). Distractor: current account manager Tobias Ellery, and Corvane's Natasha Greaves."),
    ("qualifier", "Before CHG-2024-152 went live, how many failed sign-in attempts did it take to lock a Gatehouse account?",
     ["10 failed attempts", "10", "ten"], [32],
     "Threshold before a change. Distractor: the current threshold of 5 failed attempts (stated on the Gatehouse page), and 3 for privileged accounts."),
    ("qualifier", "Who was the Infrastructure and Hosting on-call in the week commencing 10 February 2025?",
     ["Lewis Carden"], [44],
     "Logged swap overrides the table. Distractor: the table row for 10 Feb 2025 shows Dmitri Halloran."),
    ("qualifier", "At the weekend, how long does the control room wait for an on-call engineer to acknowledge a P1 page before escalating to the Duty ICT Manager?",
     ["10 minutes", "ten minutes"], [39],
     "Weekend vs weekday. Distractor: 15 minutes on weekdays, 30 minutes under superseded version 1.9, and 30-minute repeats for P2."),
    ("qualifier", "Out of hours, which team does RUN-031 page?",
     ["Infrastructure and Hosting"], [42],
     "In hours vs out of hours. Distractor: Information Security, paged in hours and still the decision owner."),
    ("qualifier", "How often does a dog unit van report its position on Waymark AVL?",
     ["5 seconds", "every 5 seconds", "five seconds"], [5],
     "Table row plus an 'except' note. Distractor: the 'Specialist and other' row shows 30 seconds, which still applies to other specialist vehicles."),
    ("qualifier", "Who was Halberd Dispatch's account manager when INC-2024-031 happened?",
     ["Barnaby Kell"], [26, 15],
     "Date before a handover: the incident was on 14 May 2024 and the review does not name the account manager; Imogen Stroud only took over on 1 July 2024. Distractor: current account manager Imogen Stroud."),
    ("qualifier", "Under the superseded Privileged Access Policy, who held the break-glass credentials?",
     ["Castlebrook duty inspector", "the duty inspector at Castlebrook"], [38],
     "Superseded version. Distractor: version 4.1 uses a digital credential vault managed by Information Security."),
    ("qualifier", "Which Beacon CAD version was in use before the October 2024 upgrade?",
     ["9.2", "version 9.2"], [31],
     "Value before a change. Distractor: current version 9.4; the Kestle Vale instance stayed on the old version until 27 October."),

    # ---------------- out_of_scope (14) ----------------
    ("out_of_scope", "Who is the account manager at Brackenfield Mobile?",
     [], [],
     "Near miss: Brackenfield Mobile Ltd is named as Pocketbook's developer, but the wiki says it has no supplier profile; distractor: Corvane's account manager Natasha Greaves (framework supplier)."),
    ("out_of_scope", "What did the Control Room Resilience Forum decide at its meeting on 5 December 2024?",
     [], [],
     "Near miss: the meeting is mentioned in the 6 March 2025 minutes, which say its minutes were never circulated; distractor: the March decisions and carried-forward signage action."),
    ("out_of_scope", "What is Helena Marchbank's phone number?",
     [], [],
     "Near miss: Helena Marchbank is named as Director and Steering Group chair, and the directory says she is deliberately not listed; distractor: the Duty ICT Manager number 07700 900201."),
    ("out_of_scope", "When does the Pellworth Network Services contract end?",
     [], [],
     "Near miss: no such entity; the look-alike Pellworth Data Services has a contract ending 31 December 2029 (distractor)."),
    ("out_of_scope", "What is the RTO for Pocketbook?",
     [], [],
     "Near miss: the Pocketbook page gives handsets, versions and supplier but no recovery objectives; distractor: RTOs of Beacon CAD, Ledger RMS, Harbourline ICCS and Gatehouse."),
    ("out_of_scope", "What percentage of 999 calls does the ECHSB require to be answered within ten seconds?",
     [], [],
     "Near miss: ECHSB is named as Castlebrook's inspecting body and its October 2024 audit is summarised, but no standard is given; distractor: the 38-second and 7-second answer times in INC-2024-047."),
    ("out_of_scope", "Who is the deputy lead of the Digital Forensics team?",
     [], [],
     "Near miss: the Digital Forensics team's evidence store is mentioned on the Vaultline page, but there is no team page; distractor: deputies of the six directorate teams."),
    ("out_of_scope", "When is the next DHAC inspection of Mereford Data Centre due?",
     [], [],
     "Near miss: only the last inspection (11 June 2024) and Tier 3 certification are given; distractor: Kestle Vale's 18-month inspection cycle, which belongs to a different body."),
    ("out_of_scope", "What was the root cause of INC-2024-019?",
     [], [],
     "Near miss: INC-2024-019 is mentioned in the INC-2024-031 review as a shorter freeze that was never reviewed; distractor: INC-2024-031's full log volume root cause."),
    ("out_of_scope", "How many 999 calls did Wealdmoor Constabulary handle in 2024?",
     [], [],
     "Near miss: no call volumes anywhere; distractor: 46 and 18 call-handling positions, 63 paper incidents in INC-2024-031."),
    ("out_of_scope", "What is Yusuf Qadri's mobile number?",
     [], [],
     "Near miss: Yusuf Qadri is named as Tollgate's account manager but only Tollgate's fault line is given; distractor: 01632 960845."),
    ("out_of_scope", "Who is the Control Room Systems on-call in the week commencing 3 March 2025?",
     [], [],
     "Near miss: the rota stops at the week of 17 Feb 2025 and says later weeks are not yet published; distractor: Amara Nwosu in the last published row."),
    ("out_of_scope", "How much does a single Beacon CAD user licence cost?",
     [], [],
     "Near miss: licensing is per concurrent user and the annual value of £412,000 is given, but the price schedule is not reproduced; distractor: £412,000."),
    ("out_of_scope", "Who led the Control Room Systems team before Martin Greer?",
     [], [],
     "Near miss: Martin Greer is named as Priya Ramaswamy's predecessor, but nobody before him; distractor: Owen Tallis, deputy since 2018."),
]


def order_questions(items, seed=70):
    """Shuffle so that no three consecutive questions share a type."""
    rng = random.Random(seed)
    for _ in range(10000):
        pool = items[:]
        rng.shuffle(pool)
        out = []
        ok = True
        while pool:
            cands = [q for q in pool
                     if not (len(out) >= 2 and out[-1][0] == out[-2][0] == q[0])]
            if not cands:
                ok = False
                break
            q = cands[0]
            out.append(q)
            pool.remove(q)
        if ok:
            return out
    raise SystemExit("could not order questions")


def main():
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for i, (title, text) in enumerate(PAGES, 1):
            f.write(json.dumps({"id": d(i), "title": title, "text": text},
                               ensure_ascii=False) + "\n")
    ordered = order_questions(Q)
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for i, (typ, question, answers, sup, note) in enumerate(ordered, 1):
            f.write(json.dumps({
                "id": f"{PFX}-q-{i:03d}",
                "question": question,
                "answers": answers,
                "supporting_ids": [d(n) for n in sup],
                "type": typ,
                "note": note,
            }, ensure_ascii=False) + "\n")
    print(f"wrote {len(PAGES)} pages and {len(ordered)} questions")


if __name__ == "__main__":
    main()
