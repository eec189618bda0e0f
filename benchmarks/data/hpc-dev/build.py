"""Writes corpus.jsonl and questions.jsonl for HPC-dev (standard library only).

Pages live in build_pages.py; questions are listed below by type and then
interleaved deterministically so that no three consecutive questions share a type.
"""
import json
import os
import random

from build_pages import PAGES

HERE = os.path.dirname(os.path.abspath(__file__))
PFX = "HPC"


def d(n):
    return "%s-doc-%03d" % (PFX, n)


# (type, question, answers, supporting page numbers, note)
Q = []


def q(typ, question, answers, supports, note):
    Q.append((typ, question, answers, [d(n) for n in supports], note))


# ---------------------------------------------------------------- single_hop (20)
q("single_hop", "Who is the lead of the HPC Platform team?", ["Tomasz Varga"], [9],
  "Team page gives lead and deputy side by side. Distractor: deputy Helen Achterberg, who is also called 'service lead' for Wagtail, and former lead Rhian Castell.")
q("single_hop", "What's the recovery point objective for Strata?", ["1 hour", "60 minutes", "one hour"], [3],
  "RTO and RPO are adjacent Field lines. Distractor: RTO 4 hours on the next line up; also hourly snapshots and 15-minute replication.")
q("single_hop", "What is the resolution target for a P2 ticket in Switchboard?", ["1 working day", "one working day"], [7],
  "Adjacent columns in the service level table. Distractor: P2 first response of 2 hours; P3 resolution 5 working days in the next row.")
q("single_hop", "Who is Brightwater Compute's account manager at the moment?", ["Farah Qureshi"], [14],
  "Account manager history table. Distractor: former account manager Lionel Ashdown (to 30 June 2023), and Brightwell's Declan Moriarty at the look-alike supplier.")
q("single_hop", "What's the contract reference for the Brightwell storage contract?", ["BSS/RDS/2022/11"], [15],
  "Look-alike supplier names. Distractor: Brightwater Compute's reference BWC-2021-0457.")
q("single_hop", "Who is deputy head of the Research Data Storage team?", ["Callum Rees-Whitby"], [10],
  "Page says 'Headed by' rather than 'Lead'. Distractor: head Miriam Oduya on the line above.")
q("single_hop", "What is the RTO for Heron?", ["8 hours", "eight hours"], [1],
  "RTO and RPO adjacent. Distractor: RPO 24 hours; Wagtail's RTO of 12 hours on its own page.")
q("single_hop", "How many nodes are in Heron's highmem partition?", ["64"], [1],
  "Adjacent table rows. Distractor: standard 540 and debug 8 nodes, total 612; Wagtail also has 64 (GPU) nodes.")
q("single_hop", "What is the reference of the permit held for the Ashcombe site?", ["WEPO-P-2219"], [20],
  "Reference buried in prose. Distractor: contract references elsewhere such as Tallis's TTS-0932 for the library at the same site.")
q("single_hop", "What is the contract reference for Ostrander Cooling?", ["OCL-KP-118"], [17],
  "Reference in prose. Distractor: the 24-hour line 01632 960388 and the Brightwater reference BWC-2021-0457 quoted in runbooks.")
q("single_hop", "How long do we have to resolve a P4 request in Switchboard?", ["10 working days", "ten working days"], [7],
  "Response vs resolution. Distractor: P4 first response of 2 working days in the same row.")
q("single_hop", "Who chaired the post-incident review of INC-2023-031?", ["Miriam Oduya"], [23],
  "Several people named in the review. Distractor: Lewis Grant, the storage on-call who was paged, and Brightwell's engineer.")
q("single_hop", "How long did Switchboard's email intake outage on 6 June 2024 last?", ["2 hours 15 minutes", "2h15", "135 minutes"], [27],
  "Several times in the narrative. Distractor: the queue had been empty 'for an hour' when noticed at 09:10; P1 declared at 09:20.")
q("single_hop", "How much did the service board approve for the extra Wagtail GPU nodes?", ["£744,000", "744,000", "£744k"], [30],
  "Two money figures in the same minutes. Distractor: the £150 urgent Deepwell retrieval charge.")
q("single_hop", "Who is the technical lead for Gatehouse?", ["Ruth Adeyemi"], [6],
  "Distractor: Anika Sorensen leads the RSE team that owns Gatehouse (the Gatehouse page only says 'the team lead'); Ruth was also incident lead in INC-2024-019.")
q("single_hop", "What is the usable capacity of Strata?", ["6.2 PB", "6.2 petabytes"], [3],
  "Distractor: Deepwell's 18 PB installed capacity and the 10 TB / 5 TB default project quotas on the same page.")
q("single_hop", "Which chiller failed at Kestrel Park on 23 January 2024?", ["chiller 2", "chiller two"], [25],
  "Distractor: Kestrel Park has three chillers (1 and 2 in hall A, 3 in hall B).")
q("single_hop", "What's the number for logging a technical fault with Tallis Tape Services?", ["01632 960295"], [16],
  "Distractor: Bernadette Kwan, the account manager, handles commercial matters only and has no number listed; other supplier lines (01632 960271 Brightwell).")
q("single_hop", "Who is the deputy in the Research Software Engineering team?", ["Jonah Pelletier"], [13],
  "Prose team page. Distractor: Ruth Adeyemi (technical lead for Gatehouse) and lead Anika Sorensen.")
q("single_hop", "When was Kestrel Park Data Centre last inspected by its regulator?", ["9 October 2023", "09/10/2023"], [19],
  "Adjacent Field lines. Distractor: next inspection due October 2025.")

# ---------------------------------------------------------------- multi_hop (22, 4 comparisons)
q("multi_hop", "Who is now the account manager at the supplier whose engineer attended INC-2023-031?", ["Declan Moriarty"], [23, 15],
  "Hop 1: INC-2023-031 -> Brightwell (engineer attended). Hop 2: Brightwell profile -> current account manager Declan Moriarty. Distractor: Yvonne Castellanos, account manager at the time of the incident; Brightwater's Farah Qureshi.")
q("multi_hop", "When does the contract end for the supplier that was called out during INC-2024-007?", ["31 January 2026"], [25, 17],
  "Hop 1: INC-2024-007 -> Ostrander Cooling Ltd. Hop 2: Ostrander profile -> contract runs until 31 January 2026. Distractor: account handover on 1 May 2024; Brightwater's end date 31 August 2026.")
q("multi_hop", "Who is the account manager at the company whose release broke Switchboard's email intake in June 2024?", ["Esther Nwachukwu"], [27, 18],
  "Hop 1: INC-2024-026 -> Quillfeather Software Ltd (the review does not name the account manager). Hop 2: Quillfeather profile -> Esther Nwachukwu. Distractor: Patrick Dunmore, account manager until 3 October 2023.")
q("multi_hop", "Who leads the team that owns the system behind INC-2024-019?", ["Anika Sorensen"], [26, 13],
  "Hop 1: INC-2024-019 -> owning team Research Software Engineering. Hop 2: RSE team page -> lead Anika Sorensen. Distractor: Ruth Adeyemi, incident lead; deputy Jonah Pelletier.")
q("multi_hop", "Which regulator covers the site where the Research Data Storage team is based?", ["Wessmoor Environmental Protection Office", "WEPO"], [10, 20],
  "Hop 1: team page -> base Ashcombe Research Park. Hop 2: Ashcombe profile -> Wessmoor Environmental Protection Office. Distractor: Lewis Grant works mostly at Kestrel Park (regulated by the NDFI).")
q("multi_hop", "Which body inspects the official base of the Facilities and Networks team?", ["Eastmere Electrical Safety Council"], [12, 22],
  "Hop 1: team page -> based at Marlow Quay Annex. Hop 2: annex profile -> Eastmere Electrical Safety Council. Distractor: Piotr works at Kestrel Park most days, which is inspected by the Northern Data Facilities Inspectorate.")
q("multi_hop", "Where is the team that was given the web portal by the February 2024 service board based?", ["Brindle Street Campus", "Brindle Street"], [30, 13],
  "Hop 1: minutes of 14 February 2024 -> Lantern moves to Research Software Engineering. Hop 2: RSE team page -> based at Brindle Street Campus. Distractor: Lantern runs on VMs at Kestrel Park, and HPC Platform (previous owner) is based there.")
q("multi_hop", "Who would RUN-101 have paged first on Wednesday 7 August 2024?", ["Tomasz Varga"], [37, 43],
  "Hop 1: RUN-101 -> HPC Platform on-call, primary first. Hop 2: rota, week starting 5 August -> primary Tomasz Varga. Distractor: secondary Ben Haworth in the same row; logged swaps apply to other dates.")
q("multi_hop", "If Strata had passed 90% full on 20 August 2024, who would have been paged?", ["Lewis Grant"], [38, 44],
  "Hop 1: RUN-214 -> Research Data Storage on-call. Hop 2: storage rota, 12-25 August -> Lewis Grant. Distractor: adjacent rows Callum Rees-Whitby (to 11 August) and Sunita Bhattacharya (from 26 August).")
q("multi_hop", "Which inspectorate regulates the site the HPC Platform team is based at?", ["Northern Data Facilities Inspectorate", "NDFI"], [9, 19],
  "Hop 1: team page -> base Kestrel Park Data Centre. Hop 2: site profile -> Northern Data Facilities Inspectorate. Distractor: Ben Haworth works at Brindle Street on Tuesdays and Thursdays (Hallowfield City Building Standards Unit).")
q("multi_hop", "What's the phone number of the deputy lead of the team that owns Deepwell?", ["07700 900521"], [4, 10, 45],
  "Hop 1: Deepwell -> Research Data Storage team. Hop 2: team page -> deputy Callum Rees-Whitby. Hop 3: directory -> 07700 900521. Distractor: Miriam Oduya's 07700 900520 on the adjacent row; team handset 07700 900422.")
q("multi_hop", "When does the hardware maintenance contract for the GPU cluster end?", ["31 August 2026"], [2, 14],
  "Hop 1: Wagtail -> Brightwater Compute Ltd. Hop 2: Brightwater profile -> 31 August 2026. Distractor: look-alike Brightwell's end date 30 November 2025; extension decision due 28 February 2026.")
q("multi_hop", "Who should I talk to about ordering more tapes for the archive at Ashcombe?", ["Bernadette Kwan"], [4, 16],
  "Hop 1: Deepwell page -> Tallis Tape Services supplies the media. Hop 2: Tallis profile -> account manager Bernadette Kwan handles media orders. Distractor: former account manager Hugo Penrose; the Tallis support line is for technical faults.")
q("multi_hop", "Who would have taken a RUN-305 page on a Tuesday in July 2024?", ["Piotr Nowicki"], [39, 44],
  "Hop 1: RUN-305 -> Facilities and Networks on-call (weekday or weekend engineer). Hop 2: rota, July weekday engineer -> Piotr Nowicki. Distractor: weekend engineer Saoirse Doyle; August weekday engineer Alys Pritchard.")
q("multi_hop", "What number do I ring to reach the lead of the team that runs Nightjar?", ["07700 900540"], [8, 45],
  "Hop 1: Nightjar -> Facilities and Networks team. Hop 2: directory -> lead Gareth Lund, 07700 900540. Distractor: deputy Saoirse Doyle 07700 900541; team handset 07700 900433.")
q("multi_hop", "On what date was the permanent fix from INC-2023-031 actually carried out?", ["9 March 2024"], [23, 28],
  "Hop 1: INC-2023-031 -> fix deferred to CHG-2024-112. Hop 2: change record -> carried out Saturday 9 March 2024. Distractor: CAB approval 28 February 2024 and closure 11 March 2024.")
q("multi_hop", "Who leads the team that owns the system hit by INC-2024-026?", ["Deepa Raman"], [27, 7, 11],
  "Hop 1: INC-2024-026 -> Switchboard. Hop 2: Switchboard page -> owner Research Support Desk. Hop 3: team page -> lead Deepa Raman. Distractor: Owen Fairlie, deputy, who declared the P1 and led the review.")
q("multi_hop", "At which site is the chair of the capacity planning group based?", ["Ashcombe Research Park", "Ashcombe"], [32, 10],
  "Hop 1: minutes of 10 April 2024 -> chair Miriam Oduya. Hop 2: Research Data Storage team page -> base site Ashcombe Research Park. Distractor: Strata primary and Lewis Grant are at Kestrel Park Data Centre.")
q("multi_hop", "Which contract ends later, Brightwater Compute's or Brightwell Storage Solutions'?", ["Brightwater Compute", "Brightwater Compute Ltd", "Brightwater"], [15, 14],
  "Comparison. Hop 1: Brightwell ends 30 November 2025. Hop 2: Brightwater ends 31 August 2026. Distractor: look-alike names; Brightwater's extension decision date 28 February 2026.")
q("multi_hop", "Which outage lasted longer, INC-2023-031 or INC-2024-026?", ["INC-2023-031"], [27, 23],
  "Comparison. Hop 1: INC-2024-026 lasted 2 hours 15 minutes. Hop 2: INC-2023-031 lasted 5 hours 40 minutes. Distractor: the Switchboard page says some INC-2024-026 tickets were created 'over two hours late', and INC-2023-031's engineer only arrived at 09:40.")
q("multi_hop", "Which has the shorter RTO, Strata or Heron?", ["Strata"], [1, 3],
  "Comparison. Hop 1: Heron RTO 8 hours. Hop 2: Strata RTO 4 hours. Distractor: RPO figures (Heron 24 hours, Strata 1 hour) next to each RTO.")
q("multi_hop", "Who has held their account longer, Farah Qureshi at Brightwater or Declan Moriarty at Brightwell?", ["Farah Qureshi"], [15, 14],
  "Comparison. Hop 1: Declan Moriarty since 14 February 2024. Hop 2: Farah Qureshi since 1 July 2023. Distractor: former account managers Yvonne Castellanos and Lionel Ashdown.")

# ---------------------------------------------------------------- alias (12)
q("alias", "Who maintains the hardware on the Big Bird?", ["Brightwater Compute Ltd", "Brightwater Compute", "Brightwater"], [41, 1],
  "Glossary: the Big Bird = Heron; Heron page gives the maintainer. Distractor: look-alike Brightwell Storage Solutions, which maintains Strata.")
q("alias", "Which team runs Watchtower these days?", ["Facilities and Networks", "Facilities and Networks team"], [41, 8],
  "Glossary: Watchtower = former name of Nightjar; Nightjar page gives owner. Distractor: 'the tower' is the Kestrel Park security gate; HPC Platform gets alerts from it.")
q("alias", "What's the RTO for the Cellar?", ["4 hours", "four hours"], [41, 3],
  "Glossary: the Cellar = Strata. Distractor: Strata's RPO of 1 hour; Heron's RTO of 8 hours.")
q("alias", "Which company maintains ARC-9?", ["Tallis Tape Services", "Tallis"], [42, 4],
  "Legacy code ARC-9 = Deepwell. Distractor: Brightwell Storage Solutions, which supplies Strata (Deepwell sits behind Strata).")
q("alias", "Which team is responsible for ACM-7 nowadays?", ["Research Software Engineering", "RSE"], [42, 6],
  "Legacy code ACM-7 = old account tool whose connector lives on in Gatehouse. Distractor: Research Support Desk, which approves new projects in Gatehouse.")
q("alias", "What's the longest a batch job can run on the Aviary?", ["24 hours"], [41, 2],
  "Nickname 'the Aviary' = Wagtail (also used loosely for hall B). Distractor: 4-hour limit for interactive sessions; Heron's 72 hours.")
q("alias", "Since what date has RSE been responsible for HPCweb?", ["1 April 2024"], [41, 5],
  "Glossary: HPCweb = former name of Lantern. Distractor: the service board decision date, 14 February 2024.")
q("alias", "How many compute nodes does Tamarisk have in total?", ["612"], [41, 1],
  "Tamarisk = procurement project name for Heron. Distractor: partition counts 540, 64 and 8; HPC-02, the previous cluster.")
q("alias", "Which site holds the primary copy of ResStore?", ["Kestrel Park Data Centre", "Kestrel Park", "KPDC"], [41, 3],
  "Glossary: ResStore = former name of Strata. Distractor: the replica at Ashcombe Research Park, where the storage team is based.")
q("alias", "What's the hardware support number for the cluster that replaced Pipit?", ["01632 960233"], [2, 14],
  "Former name: Pipit = the GPU pilot absorbed into Wagtail (Wagtail page), whose hardware Brightwater maintains. Distractor: look-alike Brightwell's support line 01632 960271; Farah Qureshi's mobile (not for faults).")
q("alias", "Which system issued ticket numbers starting RCS-T?", ["RCS Tracker"], [42],
  "Legacy prefix RCS-T resolved in the codes glossary. Distractor: Switchboard, its successor since 2021.")
q("alias", "Which team's on-call gets paged when the HPC-03 login nodes stop responding?", ["HPC Platform", "HPC Platform team"], [42, 37],
  "Legacy code HPC-03 = Heron; RUN-101 pages HPC Platform. Distractor: HPC-02 (the earlier cluster) and the storage on-call, who take over if a Strata mount is the cause.")

# ---------------------------------------------------------------- qualifier (12)
q("qualifier", "Under the superseded retention policy RDR-2.4, after how long were unaccessed scratch files purged?", ["60 days", "sixty days"], [35],
  "Superseded version. Distractor: the current RDR-3.2 purges after 30 days.")
q("qualifier", "Who was Brightwell's account manager when Strata went read-only in August 2023?", ["Yvonne Castellanos"], [15],
  "Date before a handover (14 February 2024). Distractor: current account manager Declan Moriarty.")
q("qualifier", "Who was HPC Platform's primary on-call on Thursday 18 July 2024?", ["Ifeoma Carlisle"], [43],
  "Logged rota swap for 17-19 July. Distractor: Ben Haworth, scheduled primary for the week starting 15 July.")
q("qualifier", "Who covered the facilities on-call on Saturday 10 August 2024?", ["Gareth Lund"], [44],
  "Weekend vs weekday plus a logged swap. Distractor: Saoirse Doyle, the August weekend engineer; Alys Pritchard, the August weekday engineer.")
q("qualifier", "What's the first-response target for a P1 ticket raised on a Sunday?", ["1 hour", "60 minutes", "one hour"], [7],
  "Out-of-hours override below the table. Distractor: 30 minutes in office hours; P1 resolution 4 hours.")
q("qualifier", "What was the maximum wall time for a standard Heron job before 1 May 2024?", ["48 hours"], [29],
  "Threshold before a change. Distractor: the current 72 hours; Wagtail's 24 hours.")
q("qualifier", "What default quota would a Strata project created in March 2024 have been given?", ["10 TB"], [3],
  "Date-dependent default. Distractor: 5 TB for projects created on or after 1 June 2024.")
q("qualifier", "Which team gets paged if Switchboard goes down on a Saturday?", ["HPC Platform", "HPC Platform team"], [40],
  "Out of hours vs office hours. Distractor: the Research Support Desk, which owns the runbook and handles it in office hours.")
q("qualifier", "How long is clinical trial data kept on Deepwell after a project ends?", ["25 years"], [34],
  "Exception overriding a table row. Distractor: the 10-year default in the table; 7 years under the superseded RDR-2.4.")
q("qualifier", "Before JL-5 came in, how many GPUs could one user hold at once on Wagtail?", ["24 GPUs", "24"], [36],
  "Superseded policy version noted in the history section. Distractor: the current cap of 16 GPUs; Wagtail's 24-hour wall time.")
q("qualifier", "Before INC-2024-007, at what hall temperature did the cooling runbook trigger?", ["30°C", "30 degrees", "30 C"], [39],
  "Threshold before a change. Distractor: the current 28°C trigger; 27°C and 35°C thresholds in the steps.")
q("qualifier", "Who held the storage on-call handset on Tuesday 23 July 2024?", ["Callum Rees-Whitby"], [44],
  "Logged swap for 22-24 July. Distractor: Sunita Bhattacharya, scheduled for 15-28 July.")

# ---------------------------------------------------------------- out_of_scope (14)
OOS = [
    ("What did the service board decide at its meeting on 8 May 2024?",
     "Near miss: 8 May 2024 is given as the next service board date and INC-2024-019 was presented there, but no minutes for it exist. Distractor: the 14 February 2024 minutes."),
    ("What is Ifeoma Carlisle's phone number?",
     "Near miss: Ifeoma is named on the HPC Platform team page and rota, but the directory lists no number for her. Distractor: the team handset 07700 900411."),
    ("Who is the account manager at Brightfield Networks?",
     "Near miss: no such supplier. Distractor: look-alike names Brightwater Compute Ltd and Brightwell Storage Solutions."),
    ("What was agreed at the user forum on 22 May 2024?",
     "Near miss: the forum is mentioned as an action in the capacity planning group minutes, but there are no notes of it. Distractor: the quota decision it was meant to announce."),
    ("What is the recovery time objective for Lantern?",
     "Near miss: the Lantern page says no recovery target has been agreed. Distractor: RTOs for Heron (8 hours), Strata (4 hours), Wagtail (12 hours) and Gatehouse."),
    ("On what date is chiller 2 going to be replaced?",
     "Near miss: replacement is funded in principle but the Facilities and Networks page says no date has been fixed. Distractor: the failure date 23 January 2024."),
    ("Who is the account manager for Gatehouse's software supplier?",
     "Near miss: Gatehouse is built in-house with no external supplier. Distractor: account managers for the other systems' suppliers."),
    ("Who implemented CHG-2024-131?",
     "Near miss: CHG-2024-131 appears in the CAB table as deferred with no owner, and has no change record. Distractor: implementers named for CHG-2024-112 and CHG-2024-140."),
    ("What is the postcode of Kestrel Park Data Centre?",
     "Near miss: the site profile gives a street address without a postcode. Distractor: the address line Unit 4, Kestrel Park Way."),
    ("Which version of the scheduler software does Heron run?",
     "Near miss: the scheduler controller features in INC-2023-044 and CHG-2024-140 but no version is recorded. Distractor: firmware versions 9.4.2 and 9.6.1, which belong to the Strata controllers."),
    ("Who led the HPC Platform team before Rhian Castell?",
     "Near miss: Rhian Castell is named as Tomasz Varga's predecessor, but nothing earlier is recorded. Distractor: Tomasz was deputy for three years before."),
    ("What does RPO stand for?",
     "General-knowledge question: RPO values appear on system pages but the term is never expanded, and the abbreviations glossary does not list it. Distractor: RTO values and the glossary's other abbreviations."),
    ("When will the service board decide whether to re-tender the Brightwell contract?",
     "Near miss: the storage working group recommended a re-tender and the Brightwell profile says no decision or date has been set. Distractor: contract end date 30 November 2025."),
    ("What's the phone number for reception at Marlow Quay Annex?",
     "Near miss: Ashcombe and Brindle Street have reception numbers, but the annex has no reception or public line. Distractor: Ashcombe reception 01632 960620."),
]
for question, note in OOS:
    q("out_of_scope", question, [], [], note)


def order_questions(items, seed=20240801):
    rng = random.Random(seed)
    while True:
        cand = items[:]
        rng.shuffle(cand)
        ok = all(not (cand[i][0] == cand[i - 1][0] == cand[i - 2][0]) for i in range(2, len(cand)))
        if ok:
            return cand


def main():
    assert len(PAGES) == 45, len(PAGES)
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for i, (title, text) in enumerate(PAGES, 1):
            f.write(json.dumps({"id": d(i), "title": title, "text": text}, ensure_ascii=False) + "\n")
    ordered = order_questions(Q)
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for i, (typ, question, answers, sup, note) in enumerate(ordered, 1):
            f.write(json.dumps({"id": "%s-q-%03d" % (PFX, i), "question": question, "answers": answers,
                                "supporting_ids": sup, "type": typ, "note": note}, ensure_ascii=False) + "\n")
    print("wrote %d pages, %d questions" % (len(PAGES), len(ordered)))


if __name__ == "__main__":
    main()
