"""Page texts for the HPC-dev corpus (written by hand; imported by build.py)."""

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# 001
page("System page: Heron", """
Heron is the university's main CPU cluster and the workhorse of the Research Computing Service (RCS). Most staff still call it "the Big Bird"; the procurement project that bought it was called Tamarisk, and that name turns up in older tickets and purchase orders.
Owner: HPC Platform team
Location: Kestrel Park Data Centre, hall A
In service since: 6 September 2021
Hardware maintenance: Brightwater Compute Ltd (see the supplier profile)
Legacy code: HPC-03
RTO: 8 hours
RPO: 24 hours (home directories only; scratch is never backed up)
Login nodes: heron-login1, heron-login2 and heron-login3
| Partition | Nodes | Cores per node | Memory per node |
| standard | 540 | 128 | 256 GB |
| highmem | 64 | 128 | 1 TB |
| debug | 8 | 128 | 256 GB |
Total: 612 compute nodes.
Job limits: the maximum wall time in the standard and highmem partitions is 72 hours. It was raised from the old limit by CHG-2024-140 on 1 May 2024, and jobs already queued on that morning kept the limit they were submitted with. The debug partition is capped at 30 minutes.
Fair-share is set per project in Gatehouse, and the weights are reviewed by the capacity planning group every quarter.
Known issues: the scheduler controller filled its local disk in November 2023 (INC-2023-044). Heron also lost 300 nodes during the Kestrel Park cooling failure of January 2024 (INC-2024-007). If a login node hangs, follow RUN-101.
Interactive access: most new users reach Heron through Lantern rather than SSH, and Lantern's own page covers that.
Contact: the HPC Platform team via Switchboard or, in an emergency, the on-call handset listed in the contact directory.
""")

# 002
page("System page: Wagtail", """
Wagtail is the GPU cluster, run alongside Heron but in hall B at Kestrel Park Data Centre. It grew out of the 2020-2022 pilot service Pipit, whose users were migrated across in spring 2022; a few scripts still refer to pipit-gpu hostnames.
Owner: HPC Platform team
Service lead: Helen Achterberg (deputy lead of HPC Platform, who looks after the GPU service day to day)
Hardware maintenance: Brightwater Compute Ltd, under the same contract as Heron
Nodes: 64 GPU nodes, each with 4 GPUs (256 GPUs in total)
Maximum wall time: 24 hours
RTO: 12 hours
RPO: not applicable (nothing persistent is stored on Wagtail; project data lives on Strata)
Expansion history
- Wagtail opened in April 2022 with 48 GPU nodes.
- The service board approved 16 more nodes on 14 February 2024.
- The new nodes went into service on 17 June 2024, bringing the total to 64.
Access rules
- Access requires a GPU allocation, requested through Gatehouse and approved by the HPC Platform team. Allocations are reviewed every six months.
- Jobs that request no GPU at all are rejected by the scheduler; use Heron for CPU-only work.
- Interactive notebook sessions on Wagtail are started from Lantern and are limited to 4 hours, not the 24 hours that batch jobs get.
Staff sometimes call Wagtail "the Aviary", a name that also gets used loosely for the whole of hall B. When a ticket says "the Aviary is down", check which is meant before paging anyone.
Hardware problems on Wagtail go to the HPC Platform on-call engineer through RUN-101 (the same runbook as Heron login failures) and then to Brightwater if a part has failed. Wagtail has its own queue in Switchboard, but P1 tickets are routed the same way as for Heron.
""")

# 003
page("System page: Strata", """
Strata is the research data store: the managed, backed-up filesystem where projects keep their working data. It replaced ResStore in 2022, and you will still see ResStore in old documentation and mount paths (/resstore is a symlink kept for compatibility). Users often call it "the Cellar".
Owner: Research Data Storage team
Supplier: Brightwell Storage Solutions (storage arrays, controllers and firmware)
Usable capacity: 6.2 PB
Primary copy: Kestrel Park Data Centre
Replica: Ashcombe Research Park (asynchronous, every 15 minutes)
Snapshots: hourly, kept for 7 days
RTO: 4 hours
RPO: 1 hour
Default project quota: 10 TB
Quota increases: up to 50 TB approved by the team lead; beyond that by the capacity planning group
Notes
- The default quota above applies to projects created before 1 June 2024. Projects created on or after that date get 5 TB by default, following the decision of the capacity planning group on 10 April 2024.
- Scratch space on the clusters is not part of Strata and is purged under the research data retention policy.
- Controller firmware was upgraded to 9.6.1 under CHG-2024-112, closing the last action from the read-only event of August 2023 (INC-2023-031).
- Cold data past its grace period is moved to Deepwell by the storage team; users do not move it themselves.
- Strata is mounted on every Heron and Wagtail node, so a hung mount can look like a cluster fault.
If a project hits its quota or the filesystem fills, RUN-214 applies. Requests for more space go through Switchboard with the category "Storage quota", where the Research Support Desk triages them before passing them to the storage team.
""")

# 004 (prose)
page("System page: Deepwell", """
Deepwell is the tape archive that sits behind Strata. It lives in the plant building at Ashcombe Research Park and holds project data that has gone cold, together with the long-term copies required by the research data retention policy. Inside the storage team it is still logged under its old asset code ARC-9, and some purchase orders from before 2021 use that code instead of the name.
The library was supplied and is maintained by Tallis Tape Services, who also deliver the tape media. Its installed capacity is 18 PB, of which a little under half was in use at the last count. The Research Data Storage team owns the service, and requests to recover archived data are raised through Switchboard in the usual way.
Retrievals are processed within 2 working days of the request being accepted. Where a deadline really matters (a grant audit, say, or a legal hold) the team can do an urgent retrieval within 8 hours, but that costs the requesting department £150 per request and needs sign-off from Miriam Oduya or, when she is away, her deputy. Nothing is ever deleted from Deepwell by hand; expiry happens only through the retention schedule.
Deepwell has no RTO of its own. If the library is down, archived data is simply unavailable until it comes back, and the team tells users through the service status page. Firmware updates to the robot are done by Tallis engineers under the maintenance contract and are booked through the change advisory board like any other change.
Users sometimes confuse Deepwell with the Strata replica, which is also at Ashcombe. The replica is disk, not tape, and it is there for disaster recovery rather than archiving.
""")

# 005 (prose)
page("System page: Lantern", """
Lantern is the web portal for Heron and Wagtail. Through a browser it lets researchers submit and monitor batch jobs, browse their files on Strata and start interactive sessions such as notebooks and remote desktops. It was launched in 2019 as HPCweb and renamed Lantern when it was rebuilt in 2022; the old hpcweb address still redirects.
Until recently the HPC Platform team ran Lantern. At its February meeting the service board agreed that the portal should move to the team that had written most of its code anyway, and the handover took effect on 1 April 2024. Questions about the portal itself now go to that team, while problems with the clusters behind it stay with HPC Platform.
Lantern runs on three virtual machines hosted on Heron's service nodes at Kestrel Park Data Centre. It authenticates against the university's single sign-on, and a user can only log in once their account has been created in Gatehouse. Interactive sessions on Wagtail are limited to 4 hours, while CPU sessions on Heron can run for up to 12 hours.
About 60 per cent of new users in the 2023-24 academic year never used SSH at all and did everything through Lantern, which is one reason the Research Support Desk runs its introductory course on the portal rather than on the command line.
There is no dedicated runbook for Lantern and no recovery target has been agreed for it. If it stops responding, the on-call engineer checks the Heron login nodes first (see RUN-101), because the portal fails whenever the login nodes do. Feature requests are collected in Switchboard under the category "Portal".
""")

# 006
page("System page: Gatehouse", """
Gatehouse is the account and project provisioning system for all RCS services. It creates user accounts on Heron, Wagtail and Strata, holds project membership, and stores each project's fair-share allocation and storage quota. It replaced the old account management tool, known internally by its legacy code ACM-7, in 2020, although ACM-7 still appears in some scripts and in the occasional incident review.
Owner: Research Software Engineering team
Technical lead: Ruth Adeyemi
Hosting: two virtual machines at Brindle Street Campus, with a warm standby at Kestrel Park Data Centre
Identity source: university single sign-on
Standard turnaround, new user account: 1 working day
Standard turnaround, new project: 3 working days
RTO: 2 working days
Who can approve what
- New user accounts: the principal investigator of the project.
- New projects: the Research Support Desk, after checking funding details.
- GPU allocations on Wagtail: the HPC Platform team.
- Storage quotas above the default: the Research Data Storage team (see the Strata page for thresholds).
Things to know
- Gatehouse does not send emails itself; notifications go out through Switchboard.
- Accounts of leavers are locked 30 days after their university contract ends and removed after 90 days.
- The April 2024 provisioning outage (INC-2024-019) was caused by an expired certificate on the directory connector inherited from ACM-7. Since then certificate expiry is watched by Nightjar.
Gatehouse is built and maintained in-house, so there is no external supplier or support contract behind it. Enhancement requests should be raised with the RSE team rather than the Research Support Desk, and the team lead prioritises the backlog monthly.
""")

# 007
page("System page: Switchboard", """
Switchboard is the helpdesk and ticketing tool used by every RCS team. It is a hosted service provided by Quillfeather Software Ltd; before 2021 the service desk used a home-grown tracker called RCS Tracker, and tickets with RCS-T numbers come from that era.
Owner: Research Support Desk
Supplier: Quillfeather Software Ltd (a subscription, not software we host)
Email intake: tickets are created automatically from messages to the service desk address
Phone: 01632 960100 (staffed 09:00-17:00, Monday to Friday)
Service levels by priority
| Priority | Meaning | First response | Resolution target |
|---|---|---|---|
| P1 | Whole service down | 30 minutes | 4 hours |
| P2 | Service degraded | 2 hours | 1 working day |
| P3 | Single user affected | 4 working hours | 5 working days |
| P4 | Request or question | 2 working days | 10 working days |
These targets apply in office hours. Out of hours (evenings, weekends and bank holidays) only P1 tickets are worked, and the first-response target for them is 1 hour rather than 30 minutes; the resolution clock for a P1 starts when the on-call engineer acknowledges the page.
Escalation: a P1 raised in Switchboard automatically pages the on-call engineer of the owning team through Nightjar.
Known issue: during the Quillfeather outage of June 2024 (INC-2024-026) email intake stopped and messages were queued; no tickets were lost, but some were created over two hours late.
If Switchboard itself is unavailable, follow RUN-418. Agents who cannot log in but can still reach the supplier's status page should check there before raising anything, since most login failures have turned out to be problems with the university's single sign-on rather than with Switchboard.
""")

# 008 (prose)
page("System page: Nightjar", """
Nightjar is the monitoring and alerting platform for the Research Computing Service. It watches the clusters, the storage systems, the cooling and power telemetry from Kestrel Park Data Centre, and a growing list of certificates and service endpoints. When something crosses a threshold it raises an alert, and for anything classed as critical it pages the on-call handset of the owning team by text message and phone call.
The platform was called Watchtower until it was rebuilt on new hardware in 2023, and the old alert emails still carry a Watchtower subject line because nobody has got round to changing the template. It is owned and run by the Facilities and Networks team. Two instances run in parallel, one at Kestrel Park and one at Marlow Quay Annex, so that losing a site does not also blind the team to what has happened there.
Each team decides its own alert thresholds. The storage team, for example, is paged when Strata passes 90 per cent full, whereas the HPC Platform team is only alerted (not paged) when a single Heron compute node drops out, since losing one node in six hundred is not an emergency. Cooling alarms are always paged to the Facilities and Networks on-call and trigger RUN-305.
If a page is not acknowledged within 15 minutes, Nightjar repeats it to the secondary on-call where the rota has one, and after 30 minutes to the team lead. Acknowledging a page from the handset stops the repeats.
Nightjar keeps thirteen months of metrics, which is long enough for the capacity planning group to compare like-for-like quarters across years.
""")

# 009
page("Team page: HPC Platform", """
The HPC Platform team builds and runs the university's compute clusters.
Lead: Tomasz Varga
Deputy: Helen Achterberg
Base: Kestrel Park Data Centre
Team members: Marcus Thorne, Ifeoma Carlisle, Ben Haworth
Systems owned: Heron, Wagtail
On-call: weekly rota with a primary and a secondary (see the HPC Platform on-call rota)
Tomasz took over as lead from Rhian Castell in January 2023, when Rhian left the university to join a national facility. Before that he had been deputy for three years, and Helen stepped up into the deputy role at the same time. She is the usual first contact for anything GPU-related because she runs Wagtail day to day; for decisions about the team's priorities, funding or staffing, go to him.
What the team does
- Operating system builds, scheduler configuration and the software stack on Heron and Wagtail.
- Hardware fault triage, and logging calls with Brightwater Compute Ltd when parts fail.
- Approving GPU allocations requested through Gatehouse.
- Out-of-hours response to cluster failures under RUN-101.
What the team does not do
- Lantern: handed to Research Software Engineering on 1 April 2024.
- Storage: Strata and Deepwell belong to the Research Data Storage team, even though Strata is mounted on every node.
- Data centre cooling and power: that is the Facilities and Networks team, who also own Nightjar.
Most of the team works from Kestrel Park, but Ben Haworth is at Brindle Street Campus on Tuesdays and Thursdays to run the cluster clinic with the Research Support Desk. The team's shared mailbox is read only in office hours; out of hours use the on-call handset, 07700 900411.
""")

# 010
page("Team page: Research Data Storage", """
Team: Research Data Storage
Headed by: Miriam Oduya
Deputy: Callum Rees-Whitby
Base site: Ashcombe Research Park
Members: Sunita Bhattacharya, Lewis Grant
Systems: Strata, Deepwell
On-call handset: 07700 900422
Miriam has headed the team since it was split out of the old Infrastructure group in 2019. Callum, her deputy, signs off urgent Deepwell retrievals and quota increases when she is away, and he was the implementer for the Strata controller firmware upgrade in March 2024.
The team is based at Ashcombe because that is where Deepwell and the Strata replica live. The primary copy of Strata, however, is at Kestrel Park Data Centre, and Lewis Grant spends most of his week there.
Responsibilities
- Strata: capacity, quotas, snapshots and replication to Ashcombe.
- Deepwell: archive ingest, retrievals and the retention schedule.
- Supplier management for Brightwell Storage Solutions and Tallis Tape Services.
- Storage input to the capacity planning group, which Miriam chairs.
- Ownership of the research data retention policy.
Working with other teams
Quota requests arrive via the Research Support Desk, who triage them in Switchboard. Requests up to 50 TB are decided by the team lead; anything larger goes to the capacity planning group. When Strata passes 90 per cent full, Nightjar pages the storage on-call and RUN-214 applies.
The team uses a fortnightly on-call rotation rather than the weekly one used by HPC Platform; the storage and facilities rota page shows who is on call and lists any logged swaps. Swaps are approved by Miriam, or by Callum when she is on leave.
""")

# 011
page("Team page: Research Support Desk", """
The Research Support Desk is the front door of the Research Computing Service: it answers tickets, runs training and handles account and project requests.
Lead: Deepa Raman
Deputy: Owen Fairlie
Base: Brindle Street Campus (ground floor, room G.14)
Staff: Chloe Ambrose, Kwame Asante
Systems owned: Switchboard
Opening hours: 09:00-17:00, Monday to Friday
Desk phone: 01632 960100
Deepa Raman has led the desk since September 2022. Owen Fairlie is her deputy and also coordinates the training programme, so questions about course dates go to him rather than to her.
| Service | Who handles it | Typical turnaround |
|---|---|---|
| General HPC questions | Desk staff | 1 working day |
| New project requests | Desk staff, then Gatehouse | 3 working days |
| Storage quota requests | Desk triage, then Research Data Storage | 5 working days |
| Training bookings | Owen Fairlie | 2 working days |
| Walk-in clinic (Tue/Thu) | Desk plus HPC Platform | same day |
Out of hours the desk is not staffed. P1 tickets raised in the evening or at weekends go straight to the on-call engineer of the team that owns the affected system, not to the desk.
The desk also owns RUN-418, the runbook for when Switchboard is unavailable. In that case the desk phone becomes the main way for users to report problems, and calls are logged on paper until the tool is back.
Training: the introductory course, "First steps on Heron", runs monthly and uses Lantern rather than the command line. Advanced courses are delivered jointly with the Research Software Engineering team.
""")

# 012 (prose)
page("Team page: Facilities and Networks", """
The Facilities and Networks team is responsible for everything the other teams take for granted, namely power, cooling, racks, the data centre network and the links between the four RCS sites. It also owns Nightjar, the monitoring platform, which means that whenever anything in the service pages someone it is this team's software doing the paging.
Gareth Lund leads the team. He came to the university from a commercial colocation provider in 2020 and still handles most of the relationship with Ostrander Cooling Ltd himself. His deputy is Saoirse Doyle, who runs the network side and who stands in for him on the change advisory board. Piotr Nowicki and Alys Pritchard complete the team.
The team is based at Marlow Quay Annex, where new hardware is unpacked, burned in and staged before it goes to a data centre hall. In practice Piotr is at Kestrel Park Data Centre most days, because that is where the cooling plant and most of the racks are, and the team keeps a desk in the Kestrel Park plant office for him.
Cooling alarms are always paged to this team, whatever system they affect, and are handled under RUN-305. The team's on-call is split, with a weekday engineer covering Monday morning to Friday evening and a separate weekend engineer covering Friday evening to Monday morning. Both appear on the storage and facilities rota page, which this team shares with Research Data Storage.
The team's biggest project for 2024-25 is the replacement of chiller 2 at Kestrel Park, the unit that failed in January 2024. Funding has been agreed in principle, but no replacement date has been fixed yet.
""")

# 013 (prose)
page("Team page: Research Software Engineering", """
The Research Software Engineering team (RSE) writes and maintains software for researchers and for the service itself. On the research side it works on funded projects, usually by selling a fraction of an engineer's time to a grant. On the service side it owns Gatehouse, the account and project system, and since 1 April 2024 it has also owned Lantern, the web portal.
Anika Sorensen leads RSE. She founded the team in 2018 with two engineers and has grown it to four. Jonah Pelletier is her deputy and manages the project pipeline, so if you want to cost RSE time into a grant application he is the person to talk to first. The other members are Ruth Adeyemi, who is the technical lead for Gatehouse, and Felix Marchetti, who joined in 2023 and now does most of the work on Lantern.
RSE is based at Brindle Street Campus, sharing a floor with the Research Support Desk. That proximity is deliberate, because many of the questions that reach the desk turn out to be about research code rather than about the clusters.
The team does not run a formal out-of-hours rota. Gatehouse and Lantern are supported in office hours only, and an outage overnight waits until the morning unless it also takes down a cluster, in which case the HPC Platform on-call deals with it. This arrangement was reviewed after the Gatehouse provisioning outage in April 2024 and kept, on the grounds that account creation is never urgent enough to wake someone up.
Drop-in sessions on research software good practice are held on the first Wednesday of each month.
""")

# 014
page("Supplier profile: Brightwater Compute Ltd", """
Brightwater Compute Ltd supplied Heron in 2021 and Wagtail in 2022, and maintains the hardware of both clusters. Not to be confused with Brightwell Storage Solutions, who look after Strata; the similar names cause misdirected calls several times a year.
Contract reference: BWC-2021-0457
Scope: hardware maintenance for Heron and Wagtail (compute nodes, interconnect, login and service nodes)
Contract end date: 31 August 2026
Service level: next-business-day parts; 4-hour on-site response for interconnect failures
Support line: 01632 960233 (24/7 for logged faults)
Account managers
| Account manager | From | To |
|---|---|---|
| Lionel Ashdown | September 2021 | 30 June 2023 |
| Farah Qureshi | 1 July 2023 | present |
Lionel handed over to Farah at the quarterly review on 28 June 2023, though his last day on the account was 30 June. Farah's mobile is 07700 900733; for faults, always use the support line instead.
Contract notes
- The Wagtail expansion approved in February 2024 was bought as a variation to this contract rather than through a new tender, so it ends on the same date.
- An extension of up to two years is possible by mutual agreement; a decision is due by 28 February 2026.
- Quarterly service reviews are attended by Tomasz Varga for the university.
- Brightwater does not maintain any storage. Calls about Strata must go to Brightwell.
Escalation inside Brightwater goes to their service delivery manager, Gordon Ferris, if a fault is not resolved within the service level. He has no direct line published to customers; escalations are requested through the account manager.
""")

# 015
page("Supplier profile: Brightwell Storage Solutions", """
Supplier: Brightwell Storage Solutions
Supplies: Strata storage arrays and controllers, firmware and support
Contract reference: BSS/RDS/2022/11
Contract start: 1 December 2022
Contract end: 30 November 2025
Support line: 01632 960271
Current account manager: Declan Moriarty (since 14 February 2024)
Previous account manager: Yvonne Castellanos (December 2022 to 13 February 2024)
University contract owner: Miriam Oduya
Brightwell provided the storage behind Strata when it replaced ResStore in 2022. They are a separate company from Brightwater Compute, who maintain the clusters, despite the similar name and the fact that both have offices on the same business park.
Service levels
- Severity 1 (data unavailable): engineer on site within 4 hours, 24/7.
- Severity 2 (redundancy lost): engineer on site next business day.
- Firmware advisories are emailed to the storage team's shared mailbox and must be reviewed within 10 working days.
Yvonne Castellanos handled the account through the read-only event of August 2023 and the firmware remediation that followed. She moved to a different role inside Brightwell in February 2024, and Declan Moriarty took over on the 14th of that month. His direct line is 07700 900745.
Renewal: the contract end date is getting close, and the storage working group discussed options in July 2024. No decision on renewal or re-tender had been recorded by the service board at the time of writing, and no date for one has been set.
""")

# 016 (prose)
page("Supplier profile: Tallis Tape Services", """
Tallis Tape Services supplied the Deepwell tape library at Ashcombe Research Park and maintain it under contract TTS-0932, which runs until 31 March 2027. The contract covers the robot, the tape drives, the library management software and the supply of media. It does not cover the disk cache in front of the library, which is university kit maintained by the Research Data Storage team.
Their account manager is Bernadette Kwan, who took the account over in September 2022 from Hugo Penrose. Hugo had looked after the university since the original installation, which went in under the legacy asset code ARC-9, and he still occasionally turns up at the annual review in his new role as Tallis's regional director. Bernadette is the person to contact for anything commercial, such as media orders, price changes or contract questions.
Technical faults are not routed through her. They are logged by phone on the Tallis support line, 01632 960295, which is staffed from 08:00 to 18:00 on weekdays. Outside those hours faults can be logged by email and are picked up the next working morning. There is no out-of-hours engineer cover under the current contract, which the storage team accepted because Deepwell has no recovery time objective.
Engineers normally attend within two working days. Drive replacements are usually done on the first visit, but robot repairs have on two occasions needed parts shipped from abroad.
Tallis also carry out an annual health check of the library each November. The findings go to the storage working group, and Miriam Oduya is the named contract owner for the university.
""")

# 017 (prose)
page("Supplier profile: Ostrander Cooling Ltd", """
Ostrander Cooling Ltd maintains the cooling plant at Kestrel Park Data Centre, including the three chillers, the computer room air handlers in halls A and B, and the associated controls. The contract, reference OCL-KP-118, runs until 31 January 2026 and is managed on the university side by Gareth Lund of the Facilities and Networks team.
Under the contract Ostrander must have an engineer on site within 4 hours of a critical call, at any time of day or night. Critical calls are logged on their 24-hour line, 01632 960388, and routine maintenance visits are scheduled quarterly.
The account has changed hands recently. Moira Tennant managed it from the start of the contract until the end of April 2024, and Ravi Chandrasekar has been the account manager since 1 May 2024. Moira was therefore still in post during the chiller failure of January 2024, and it was she who agreed the service credit that followed, because although Ostrander's engineer arrived inside the 4-hour window the replacement compressor took another two days to source.
Ostrander also provides an annual report on the plant's condition, which the Northern Data Facilities Inspectorate asks to see at each site inspection. The 2023 report flagged chiller 2 as nearing the end of its life, some months before it failed.
A replacement for chiller 2 is planned but is outside the scope of the maintenance contract and will be tendered separately. Ostrander has said it intends to bid.
Staff should not call Ostrander directly unless they are the Facilities and Networks on-call or a runbook tells them to.
""")

# 018
page("Supplier profile: Quillfeather Software Ltd", """
Supplier: Quillfeather Software Ltd
Product: Switchboard (hosted helpdesk and ticketing)
Subscription reference: QS-SUB-7781
Term ends: 31 July 2025 (renews annually unless notice is given by 30 April)
Licensed agents: 25 named agents
Support line: 01632 960347 (UK office hours only)
Account manager: Esther Nwachukwu
Quillfeather is a small UK software company. Switchboard is its main product, and the university has been a customer since 2021, when Switchboard replaced RCS Tracker.
History of the account
- 2021 to 3 October 2023: Patrick Dunmore was the account manager.
- From 3 October 2023: Esther Nwachukwu, after Patrick moved to the company's partnerships team.
- June 2024: the platform fault recorded as INC-2024-026. Quillfeather issued a service credit of one month's subscription.
Availability commitment: 99.5 per cent per calendar month, measured by Quillfeather. The June 2024 outage took them below it.
Things we have asked for
- A status page the university can subscribe to (promised for 2025).
- An out-of-hours support line. At present faults outside UK office hours can only be logged through the web portal and are answered the next working day, which is why RUN-418 tells the desk not to wait for Quillfeather before switching to the fallback process.
- Release notes sent to the desk's shared mailbox, agreed after the June outage.
The Research Support Desk owns the relationship, and the desk lead attends the six-monthly account review. Licence changes (adding or removing agents) are requested by email to the account manager and take effect from the next calendar month.
""")

# 019
page("Site profile: Kestrel Park Data Centre", """
Kestrel Park Data Centre (KPDC) is the main RCS data centre and houses almost all production compute and the primary copy of Strata.
Address: Unit 4, Kestrel Park Way, Hallowfield
Site manager: Gareth Lund (Facilities and Networks)
Regulator: Northern Data Facilities Inspectorate (NDFI)
Last inspection: 9 October 2023
Next inspection due: October 2025
Security gate: 01632 960510 (staffed 24/7)
Access: by pre-registered swipe card; visitors must be escorted and booked 24 hours ahead through the Facilities and Networks team.
| Hall | Contents | Cooling | Power capacity |
| Hall A | Heron, Strata primary, service nodes | chillers 1 and 2 | 900 kW |
| Hall B | Wagtail, network core | chiller 3 | 450 kW |
| Plant office | Nightjar primary instance, staff desks | comfort cooling | n/a |
The NDFI inspection covers fire suppression, cooling resilience and electrical safety. The October 2023 report had one finding: resilience of the hall A cooling depended on chiller 2, which Ostrander had already flagged as ageing. That finding was still open when chiller 2 failed in January 2024 (INC-2024-007).
Teams based here: HPC Platform. Facilities and Networks staff work here most days, although that team's formal base is Marlow Quay Annex.
Parking: limited; use the overflow car park on Kestrel Park Way after 08:30.
Deliveries go to Marlow Quay Annex first, never directly to Kestrel Park, unless the Facilities and Networks lead has agreed otherwise.
""")

# 020 (prose)
page("Site profile: Ashcombe Research Park", """
Ashcombe Research Park is the secondary RCS site, about eleven miles from Kestrel Park. It holds the Deepwell tape library, the asynchronous replica of Strata and a small amount of disaster-recovery compute, and it is the base of the Research Data Storage team, who occupy the first floor of the Ashcombe plant building.
Because the site runs a standby diesel generator with its own fuel store, it is regulated by the Wessmoor Environmental Protection Office, which issues the site's permit (reference WEPO-P-2219) and inspects the fuel storage every two years. The most recent inspection was in May 2024 and raised no findings. The generator is tested monthly under load by the site's landlord, not by RCS, and the storage team is told the dates in advance.
Reception is staffed on weekdays from 08:00 to 18:00 and can be reached on 01632 960620. Out of hours the site is locked, and staff who need to attend must call the landlord's security contractor from the gate intercom. Out-of-hours visits by suppliers have to be arranged through the storage on-call.
The building is shared with two other university departments, neither of which has anything to do with research computing, so please do not leave equipment in the shared loading bay.
There is no cooling plant of the kind found at Kestrel Park. The tape library and replica run in a single small room cooled by two split units, which is adequate for the current load but would not support a large expansion. That limit came up at the capacity planning group in April 2024 when a second tape library was discussed.
""")

# 021
page("Site profile: Brindle Street Campus", """
Site: Brindle Street Campus
Type: office and teaching site (no machine rooms of our own)
Address: 27 Brindle Street, Hallowfield
Teams based here: Research Support Desk, Research Software Engineering
Regulator: Hallowfield City Building Standards Unit
Fire marshal for the RCS floor: Owen Fairlie
Reception: 01632 960180
Brindle Street is where most users meet RCS in person. The Research Support Desk's walk-in clinic runs here on Tuesdays and Thursdays from 13:00 to 16:00, and training courses use the two teaching rooms on the first floor.
Rooms
- G.14: Research Support Desk.
- 1.05 and 1.06: training rooms, 24 seats each.
- 1.10: RSE team office.
- Hot desks for visiting staff from other teams (book through the desk).
Gatehouse's two production virtual machines run in the small university server room in the basement, which belongs to central IT rather than RCS. That room is not an RCS machine room and is not covered by the RCS data centre procedures.
Because this is a public teaching building, it is regulated for fire and building safety by the city unit named above; the last inspection, in March 2024, asked for the first-floor fire doors to be rehung, which was done in April. Unlike Kestrel Park, there is no data centre inspectorate for this site.
Opening: 07:30-21:00 on weekdays and 09:00-17:00 on Saturdays; closed on Sundays. Card access outside those hours must be requested from Estates.
Post for RCS comes here, but hardware deliveries should go to Marlow Quay Annex.
""")

# 022 (prose)
page("Site profile: Marlow Quay Annex", """
Marlow Quay Annex is a small single-storey unit on the river side of the Marlow Quay industrial estate. It is the base of the Facilities and Networks team and serves as the goods-in and staging area for all RCS hardware. New servers are delivered here, unpacked, asset-tagged and burned in for at least 72 hours, and only then moved to Kestrel Park or Ashcombe.
The annex also hosts the secondary instance of Nightjar, which is deliberately kept away from Kestrel Park so that monitoring survives a loss of the main data centre. There is a small rack room with a single cooling unit, sufficient for the burn-in racks and the Nightjar server but nothing more.
Because the annex contains a test bench with high-voltage supplies used for burning in equipment, it falls under the Eastmere Electrical Safety Council, which inspects the bench and the electrical installation annually. The council's last visit was in February 2024. It asked for the residual current devices on the burn-in racks to be tested quarterly rather than every six months, and the team now does this.
The annex is not staffed every day. Alys Pritchard is usually there on Mondays and Wednesdays and Gareth Lund on Fridays; on other days deliveries must be booked in advance so that someone can be present to receive them. The annex has no reception and no public phone line, so couriers are given the mobile number of whoever is booked to receive the delivery.
Parking is plentiful, but the access road floods at very high tides a few times a year, and the estate management company publishes a tide warning calendar each January.
""")

# 023 (prose)
page("Post-incident review INC-2023-031: the Cellar went read-only", """
This review (INC-2023-031) covers the morning of 17 August 2023, when the Cellar switched itself into read-only mode. Users saw write errors from 06:52, jobs on Heron that wrote to project directories began to fail, and the service desk had logged forty tickets by nine o'clock. Normal service returned at 12:32, so the outage lasted 5 hours 40 minutes.
The storage on-call, Lewis Grant, was paged by Nightjar at 06:55 and escalated to the supplier within the hour. Brightwell's engineer arrived at Kestrel Park at 09:40 and found that controller pair B had hit a known defect in firmware 9.4.2. Under certain metadata workloads the controllers lost their write cache mirroring and, to protect data, dropped the filesystem to read-only. No data was lost, and the replica at Ashcombe was unaffected because replication pauses rather than copying a read-only state.
Recovery involved failing over to controller pair A, clearing the cache state and bringing pair B back in a degraded mode. The corrected firmware was not yet available, so a workaround setting was applied and the permanent fix was deferred to a planned change.
The review found that the supplier had published an advisory about the defect in June, but it had gone to an old mailbox that nobody monitored.
Three actions were agreed. Advisories now go to the storage team's shared mailbox (done). The controller firmware is to be upgraded under a planned change (completed under CHG-2024-112). A read-only check is to be added to Nightjar so that the condition is paged directly rather than inferred from user tickets. The review was chaired by Miriam Oduya and signed off on 5 September 2023.
""")

# 024 (prose)
page("Post-incident review INC-2023-044: Big Bird scheduler stopped", """
On Thursday 2 November 2023 the Big Bird's scheduler controller stopped accepting jobs at 14:18 and was not fully back until 21:05 the same day. While it was down, running jobs carried on but nothing new could start, and 212 jobs that were in the middle of completing lost their accounting records and had to be resubmitted by their owners.
The cause was mundane. The controller writes its state and its logs to a local disk, and a debug logging level switched on during a September investigation had never been switched off. The disk filled, the controller could no longer save its state, and it shut itself down to avoid corruption. The Nightjar alert on disk usage existed but was set to alert rather than page, and it fired into a mailbox that was read the next morning.
Marcus Thorne, who was on call, was paged only when users started raising P1 tickets, at 15:02. He freed space, but the controller's state file turned out to be damaged, and restoring it from the previous night's copy took most of the evening. Tomasz Varga was called in at 17:30 and stayed until service was restored.
This was entirely internal. No hardware failed and the hardware supplier was not involved at any point.
Following the review, disk usage alerts on all scheduler and service nodes were changed to page the HPC Platform on-call at 85 per cent, and debug logging now switches itself off automatically after 72 hours. A proposal to keep the controller state on Strata was considered and rejected, because a storage problem would then also stop the scheduler.
The review was written up by Helen Achterberg and accepted on 16 November 2023.
""")

# 025
page("Post-incident review INC-2024-007: chiller 2 failure at Kestrel Park", """
Incident: INC-2024-007
Date: 23 January 2024
Site: Kestrel Park Data Centre, hall A
Severity: P1
Systems affected: Heron (300 nodes shut down); Strata primary ran warm but stayed up
Detected by: Watchtower cooling alert at 02:14
Incident lead: Piotr Nowicki (facilities on-call)
Supplier: Ostrander Cooling Ltd
Timeline
- 02:14 Alert raised; facilities on-call paged under RUN-305.
- 02:40 Ostrander called on their 24-hour line.
- 03:05 Hall A above 32°C; HPC Platform on-call asked to drain and power off nodes.
- 03:30 300 Heron nodes shut down and the temperature stabilised.
- 05:50 Ostrander engineer on site, 3 hours 10 minutes after the call.
- 11:00 Compressor failure on chiller 2 confirmed; replacement part ordered.
- 25 January, 16:20 Chiller repaired; all nodes back in service by 19:00.
Impact
- About 49 per cent of Heron's capacity was unavailable for roughly two and a half days.
- No data loss. Jobs on the powered-off nodes were killed and requeued automatically.
Root cause: compressor failure on an ageing unit that had already been flagged by Ostrander and by the NDFI inspection of October 2023.
Actions
- Replace chiller 2 (funded in principle; owner Gareth Lund).
- Lower the hall A temperature at which Nightjar pages, from 30°C to 28°C.
- Agree with the HPC Platform team a pre-approved list of nodes to shut down first.
Note: this review calls the monitoring system by its old name, Watchtower, in places, because the alerts still carry that subject line.
""")

# 026
page("Post-incident review INC-2024-019: ACM-7 provisioning stopped", """
Incident: INC-2024-019
Opened: 11 April 2024, 10:05
Resolved: 12 April 2024, 15:40
Priority: P2 (raised from P3 on the second morning)
System: ACM-7 (the review uses the legacy code because the failing component is the old ACM-7 directory connector that Gatehouse still relies on)
Owning team: Research Software Engineering
Incident lead: Ruth Adeyemi
What happened
For about a day and a half no new accounts or projects could be provisioned. Requests were accepted in the web form, queued, and silently failed at the step that writes to the university directory. 37 new users and 4 new projects were affected; existing users were not.
Why
- The TLS certificate on the ACM-7 directory connector expired at 00:00 on 11 April.
- Certificate expiry was not monitored, and the connector logged the failure at debug level only.
- The Research Support Desk noticed because users chased their accounts, and the first ticket was treated as a single-user P3.
Fix
A new certificate was issued on the afternoon of 12 April and the queue was replayed. All 41 queued requests had completed by 15:40.
Follow-up actions
- Nightjar now checks certificate expiry on all RCS endpoints, alerting 30 days before expiry.
- The connector logs failures at error level.
- Desk staff raise a P2 if three or more account requests are overdue at once (owner: Deepa Raman).
Lessons: the review noted that the owning team has no out-of-hours cover and agreed this was acceptable for provisioning. The review was presented to the service board on 8 May 2024.
""")

# 027 (prose)
page("Post-incident review INC-2024-026: Switchboard email intake outage", """
On Thursday 6 June 2024 Switchboard stopped turning emails into tickets. This review (INC-2024-026) found that the fault was on the supplier's side. A configuration change to Quillfeather's mail processing cluster, made during a routine release, broke inbound processing for a group of customers that included the university. The web portal and the agent interface kept working throughout, so the problem was invisible to desk staff until Chloe Ambrose noticed at 09:10 that the queue had been empty for an hour on what should have been a busy morning.
She raised it with Quillfeather through their web portal and by phone, and Owen Fairlie, deputising for the desk lead, declared a P1 under RUN-418 at 09:20. That put the desk phone line on to the fallback process and posted a notice on the service status page.
Quillfeather rolled back their change and intake resumed at 10:20. Intake had stopped at 08:05, giving an outage of 2 hours 15 minutes. No emails were lost; they had been held in the inbound queue and were processed in the order received over the following half hour. Two users with urgent problems gave up waiting and phoned the desk.
The review, led by Owen Fairlie and closed on 20 June 2024, made three points. First, the desk should not rely on someone noticing an empty queue, so a Nightjar check now sends a test email every fifteen minutes and alerts if no ticket appears. Second, the supplier's change notices had not reached us, and their account manager agreed to add the desk's shared mailbox to the release notes. Third, the monthly availability commitment was breached and a service credit was claimed.
A wider question about moving to a self-hosted ticketing tool was left for the service board.
""")

# 028 (prose)
page("Change record CHG-2024-112: Strata controller firmware upgrade", """
This change upgraded the firmware on both controller pairs of Strata from 9.4.2 to 9.6.1, closing the last open action from the read-only event of August 2023. It was raised by Callum Rees-Whitby, approved at the change advisory board on 28 February 2024, and carried out on Saturday 9 March 2024 between 07:00 and 11:00.
The work was done by a Brightwell engineer on site at Kestrel Park, with Callum as the university's implementer and Lewis Grant watching the replication to Ashcombe. Pair A was upgraded first while pair B carried the load, and then the roles were swapped. Strata stayed online throughout, although writes were slower for about forty minutes during each failover, and users had been warned through the status page a week ahead.
The risk assessment rated the change as medium. The main risk was that the second failover would trigger the very defect the firmware was meant to fix, so the rollback plan was to stop after pair A and leave pair B on the old firmware with the workaround in place. That proved unnecessary.
Post-change checks covered snapshot creation, replication lag and a full metadata benchmark, and all of them had passed by 10:35. The change was closed as successful on 11 March 2024.
One follow-up was recorded. Brightwell's release notes for 9.6.1 mention a new setting that would allow the controllers to be upgraded without any failover slowdown, and the storage team intends to evaluate it before the next firmware cycle. That has not been raised as a change yet, and no date has been proposed for it.
""")

# 029
page("Change record CHG-2024-140: Heron maximum wall time increase", """
Change: CHG-2024-140
Title: Increase the maximum job wall time on Heron
Requested by: capacity planning group
Owner: Tomasz Varga
Implementer: Ben Haworth
Type: normal change
Risk: low
CAB: deferred on 28 February 2024 pending user consultation; approved on 27 March 2024
Implemented: 1 May 2024, 09:00
Description
The maximum wall time for jobs in Heron's standard and highmem partitions is raised from 48 hours to 72 hours. The debug partition stays at 30 minutes, and Wagtail is not affected (its limit remains 24 hours).
Reason
Several research groups running long molecular dynamics and climate simulations had been splitting their work into short chunks, losing time to checkpointing and requeueing. The user consultation in March 2024 found 71 per cent support for a longer limit.
Conditions
- Jobs already queued before 09:00 on 1 May keep the limit they were submitted with.
- Fair-share weights are unchanged.
- If the average queue wait in the standard partition goes above 36 hours for four consecutive weeks, the limit will be reviewed.
- The job limits policy is reissued as JL-5 on the same day.
Communication: announced by the Research Support Desk on 15 April 2024; the Heron page and the job limits section of the user guide were updated on the day.
Backout: revert the partition configuration and restart the scheduler controller (about 5 minutes).
Result: implemented without incident.
""")

# 030
page("Service board minutes: 14 February 2024", """
Chair: Philippa Brandt-Osei
Secretary: Naomi Whitlock
Present: Tomasz Varga, Miriam Oduya, Deepa Raman, Gareth Lund, Anika Sorensen
Apologies: none
1. Wagtail expansion
- Tomasz presented the case, prepared by Helen Achterberg, for adding 16 GPU nodes to Wagtail. Queue times for GPU jobs had averaged 31 hours in the autumn term.
- Buying through the existing Brightwater contract avoids a tender and keeps one end date.
- Decision: approved. 16 nodes at a cost of £744,000, funded from the research infrastructure capital allocation. Target go-live June 2024.
2. Ownership of the web portal
- Anika noted that RSE already writes most of Lantern's code and that support requests were bouncing between two teams.
- Decision: Lantern moves from HPC Platform to the Research Software Engineering team with effect from 1 April 2024. HPC Platform keeps responsibility for the login nodes it runs on.
3. Chiller 2 (INC-2024-007)
- Gareth summarised the January failure; the review is on the wiki.
- Decision: seek capital funding for a replacement chiller. Gareth to bring a costed case to the next meeting.
4. Deepwell retrieval charges
- Miriam proposed charging departments for urgent retrievals to discourage routine use of the 8-hour route.
- Decision: agreed, at £150 per urgent request from 1 March 2024. Standard retrievals stay free.
5. Any other business
- Deepa raised the Quillfeather renewal; no action is needed before the end of April 2025.
Actions
- Gareth Lund: chiller case, by the next meeting.
- Tomasz Varga: place the Wagtail order with Brightwater Compute.
- Naomi Whitlock: update the service catalogue for the Lantern change.
Next meeting: 8 May 2024, Brindle Street Campus.
""")

# 031
page("Change advisory board minutes: 28 February 2024", """
Chair: Naomi Whitlock
Attendees: Callum Rees-Whitby, Saoirse Doyle (for Gareth Lund), Ben Haworth, Felix Marchetti, Owen Fairlie
Quorum: yes
| Change | Summary | Risk | Outcome |
| CHG-2024-112 | Strata controller firmware 9.4.2 to 9.6.1 | Medium | Approved for 9 March |
| CHG-2024-140 | Heron maximum wall time increase | Low | Deferred |
| CHG-2024-131 | Nightjar alert email template update | Low | Deferred, no owner |
| CHG-2024-135 | Wagtail node firmware refresh | Medium | Withdrawn by requester |
Notes on individual changes
CHG-2024-112. Callum explained that the upgrade closes the last action from the August 2023 read-only event. The board asked for the rollback plan to stop after the first controller pair if anything unexpected happens, and for users to be warned a week ahead. Approved, window 07:00-11:00 on a Saturday.
CHG-2024-140. Ben presented the request from the capacity planning group. The board was broadly supportive but wanted evidence that users would welcome it, given the likely effect on queue times. Deferred until a user consultation has been run; Ben to bring it back to a later board.
CHG-2024-131. The change would finally remove the old product name from alert emails. Nobody present was willing to own it, so it was deferred until someone is.
CHG-2024-135. Withdrawn because the vendor has since pulled the firmware release.
Other business
- Saoirse asked that changes touching hall A cooling be flagged to Facilities and Networks at least five working days ahead while chiller 2 remains on temporary repair.
- Naomi reminded attendees that emergency changes must still be recorded within one working day.
Next board: 27 March 2024.
""")

# 032
page("Capacity planning group minutes: 10 April 2024", """
Chair: Miriam Oduya
Present: Tomasz Varga, Helen Achterberg, Lewis Grant, Jonah Pelletier
Apologies: Gareth Lund
Utilisation at the end of March 2024
| Service | Capacity | Used | Trend |
| Heron | 612 nodes | 88% average utilisation | rising |
| Wagtail | 48 GPU nodes | 94% | rising sharply |
| Strata | 6.2 PB | 81% | up about 2% a month |
| Deepwell | 18 PB | 44% | steady |
Discussion
- Strata. At the current rate of growth Strata will pass the 90 per cent paging threshold around September. Lewis pointed out that a handful of new projects take their full default quota in the first month and never use it. The group preferred tightening the default to buying emergency capacity.
- Wagtail. The 16 extra nodes approved in February should arrive in June; until then GPU queue times will stay long.
- Heron. The wall time increase (CHG-2024-140) was approved by the change board on 27 March and will go live on 1 May.
- Ashcombe. A second tape library was discussed, but the room at Ashcombe could not cool it, so the idea was dropped for this year.
Decisions
- Default quota for new Strata projects reduced from 10 TB to 5 TB, for projects created on or after 1 June 2024. Existing projects keep what they have.
- No second tape library in 2024.
- Jonah to add a quota estimate to the RSE project costing template.
Actions
- Miriam Oduya: announce the quota change at the user forum on 22 May 2024.
- Lewis Grant: monthly Strata growth report to this group.
Next meeting: 10 July 2024.
""")

# 033 (prose)
page("Storage working group minutes: 3 July 2024", """
The storage working group met at Ashcombe Research Park on 3 July 2024 with Miriam Oduya in the chair, Callum Rees-Whitby, Sunita Bhattacharya and Lewis Grant from the storage team, and Declan Moriarty attending from Brightwell Storage Solutions for the first item only.
The first item was the future of the Brightwell contract, which ends on 30 November 2025. Declan set out Brightwell's offer of a three-year extension with a controller refresh included. Once he had left, the group agreed that the offer was reasonable but that a contract of this size should be tested against the market, and it decided to recommend a light-touch re-tender to the service board rather than a straight extension. Miriam will write the paper, and the board will decide.
The group then looked at the effect of the lower default quota for new projects, which had been in force for a month. Fourteen new projects had been created since 1 June and only two had asked for more than the new default, so the change was judged a success so far.
On Deepwell, Sunita reported that tape media stock would last until about March 2025 at the current ingest rate and that an order should be placed with Tallis in the autumn. Lewis noted that urgent retrieval requests had dropped from nine a month to two since the charge was introduced in March.
The retention policy was discussed last. Version 3.2 had come into force on 1 June, shortening the scratch purge period, and the desk had handled about a dozen complaints, mostly from users who had not read the announcement. No change to the policy was proposed.
The group will next meet in October, on a date to be confirmed by email.
""")

# 034
page("Policy: Research data retention, version 3.2", """
Policy number: RDR-3.2
Status: current
Effective from: 1 June 2024
Supersedes: RDR-2.4
Owner: Research Data Storage team (policy owner Miriam Oduya)
Approved by: Philippa Brandt-Osei, head of research computing, 24 April 2024
Scope: all data held on RCS storage, meaning Heron and Wagtail scratch, Strata project space and the Deepwell archive.
| Data | Rule under this version |
|---|---|
| Scratch on Heron and Wagtail | files not accessed for 30 days are purged |
| Strata project data, active project | kept for the life of the project |
| Strata project data, after project end | grace period of 90 days, then moved to Deepwell |
| Deepwell archive copy | kept for 10 years after project end |
| Home directories of leavers | deleted 90 days after the account is removed |
Exceptions
- Projects under a legal hold are exempt from purge and from archive expiry until the hold is lifted. Requests go to the Research Data Storage team lead.
- Clinical trial data on Deepwell is kept for 25 years after project end, overriding the 10-year default in the table.
- Purge runs are paused in the last two weeks of December.
Notifications
- Users are warned by email 7 days before a scratch purge affects their files.
- Principal investigators are warned 30 days before a project's grace period ends.
Changes from the previous version were summarised in the announcement of 1 May 2024; the old version remains on the wiki for reference but must not be applied to anything after 31 May 2024.
Questions about this policy should be raised through Switchboard with the category "Data retention".
""")

# 035 (prose)
page("Policy: Research data retention, version 2.4 (superseded)", """
This page preserves version 2.4 of the research data retention policy, numbered RDR-2.4, for reference. It was in force from 1 October 2021 until 31 May 2024 and has been superseded by RDR-3.2. Do not apply it to new decisions, but it remains the relevant rule for anything that happened while it was in force, for example a purge or an archive move carried out in early 2024.
Under version 2.4, files on Heron scratch that had not been accessed for 60 days were purged. Wagtail did not yet exist when the policy was written, and its scratch was brought under the same rule by a note added in 2022. Project data on Strata (still called ResStore in the original text) was kept for the life of the project and then for a grace period of 60 days, after which it was moved to Deepwell, and the archive copy was kept for 7 years after the end of the project.
Home directories of leavers were deleted 180 days after the account was removed, twice the current period. The legal hold exemption was already present, but there was no special rule for clinical trial data, which was handled case by case by the head of research computing.
Users were warned 14 days before a scratch purge rather than the 7 days given now, and the annual purge pause covered only Christmas week.
The policy was owned by the Research Data Storage team throughout its life, and Miriam Oduya was its author. It was reviewed once, in 2023, when the review concluded that the scratch period was too generous given the growth in data, which led to the changes made in version 3.2.
""")

# 036
page("Policy: HPC job limits and fair-share (JL-5)", """
Policy number: JL-5
Status: current, superseding JL-4 from 1 May 2024
Owner: HPC Platform team
Applies to: Heron and Wagtail
Limits
- Heron standard and highmem partitions: maximum wall time 72 hours.
- Heron debug partition: maximum wall time 30 minutes, at most 2 jobs per user.
- Wagtail: maximum wall time 24 hours, and at most 16 GPUs per user at any one time.
- Interactive sessions through Lantern: 12 hours on Heron, 4 hours on Wagtail.
Fair-share
- Each project's share is set in Gatehouse in proportion to its funded allocation. Unfunded projects share a pool of 10 per cent of Heron.
- Usage decays with a half-life of 14 days.
- Jobs from projects that have used more than 150 per cent of their share in the last 30 days run at the lowest priority but are not blocked.
Reservations
Whole-node reservations of Heron for courses or deadlines can be requested through Switchboard at least 10 working days ahead. They are limited to 32 nodes and 48 hours. Reservations on Wagtail are granted only for taught courses.
Exceptions
The head of research computing may grant a one-off exception to any limit. Exceptions are logged on the ticket and expire after 30 days.
History
JL-4 set the Heron wall time limit at 48 hours and allowed 24 GPUs per user on Wagtail; everything else in it was the same as above. JL-5 came in with CHG-2024-140, and the GPU cap was lowered at the same time because the expanded Wagtail was expected to attract many more small users.
""")

# 037
page("Runbook RUN-101: Heron login node unresponsive", """
Runbook: RUN-101
Applies to: Heron login nodes heron-login1 to heron-login3; also used for Wagtail hardware faults
Pages: HPC Platform on-call (primary first, secondary after 15 minutes)
Triggered by: Nightjar login probe failing on two consecutive checks, or a P1 ticket
Last reviewed: 12 March 2024 by Helen Achterberg
Steps
1. Acknowledge the page from the on-call handset so that Nightjar stops repeating it.
2. Check in Nightjar which login nodes are failing. If only one is down, remove it from the round-robin DNS alias and carry on at step 4; users will be sent to the others.
3. If all three are down, check Strata first. A hung Strata mount is the most common reason for every login node failing at once. If Strata is the problem, tell the storage on-call and hand over to RUN-214 instead of continuing here.
4. Try to reach the node's console through the management network. If it responds, collect a crash dump and reboot.
5. If the node does not come back within 20 minutes, or hardware errors are logged, call Brightwater Compute on 01632 960233 quoting contract BWC-2021-0457.
6. Post a status page update if more than one login node is out for longer than 30 minutes.
7. Record what happened in the Switchboard ticket.
Escalation
- Out of hours, if two login nodes are down for more than an hour, phone the team lead.
- If Lantern is also down, tell the RSE team by email. They do not need to be woken, since Lantern recovers when the login nodes do.
Do not restart the scheduler controller as part of this runbook; that has its own procedure, learned the hard way in November 2023.
""")

# 038
page("Runbook RUN-214: Strata full or project over quota", """
Runbook: RUN-214
Service: Strata
Pages: Research Data Storage on-call, via Nightjar, when Strata passes 90 per cent full (quota breaches are not paged)
Handset: 07700 900422
Last reviewed: 2 May 2024 by Callum Rees-Whitby
When a single project is over quota
- This is not an emergency. Users get write errors only in their own project.
- In office hours, look in Switchboard for a quota request from the project; if one exists, the team lead may approve up to 50 TB.
- Out of hours, acknowledge and do nothing else; the request will be handled the next working day.
When the filesystem passes 90 per cent
- Identify the ten fastest-growing projects from the Nightjar storage dashboard.
- Contact the principal investigators of any project that has grown by more than 20 TB in a week.
- Move eligible post-project data to Deepwell early (the retention policy allows this once the grace period has started).
When it passes 95 per cent
- Phone the team lead, Miriam Oduya, at any hour; if she cannot be reached, her deputy.
- Freeze all quota increases.
- Consider suspending scratch-to-Strata copy jobs on Heron by asking the HPC Platform on-call.
When Strata goes read-only (not a capacity problem)
- Treat it as a P1. Call Brightwell Storage Solutions on 01632 960271 and follow the lessons of INC-2023-031.
- Check replication to Ashcombe has paused rather than failed.
Afterwards
Record all actions on the ticket and add a line to the storage team's weekly report. If the filesystem passed 95 per cent, the event is also reported to the next capacity planning group meeting.
""")

# 039
page("Runbook RUN-305: Kestrel Park cooling alarm", """
Runbook: RUN-305
Site: Kestrel Park Data Centre
Pages: Facilities and Networks on-call (weekday or weekend engineer, as shown on the storage and facilities rota)
Trigger: any Nightjar cooling alarm for hall A or hall B, or a hall temperature above 28°C
Supplier: Ostrander Cooling Ltd, 24-hour line 01632 960388, contract OCL-KP-118
Steps
1. Acknowledge the page. Check in Nightjar which chiller or air handler is alarming and the current hall temperatures.
2. If the alarm is a single air handler and temperatures are stable below 27°C, log a routine call with Ostrander and check again every 30 minutes.
3. If a chiller has tripped, call Ostrander on the 24-hour line straight away and go to site. The security gate is on 01632 960510.
4. If any hall passes 30°C, page the HPC Platform on-call and ask them to shut down Heron nodes from the pre-approved list (300 nodes in hall A; Wagtail in hall B is shut down as a whole).
5. If a hall passes 35°C, shut down the Strata primary in agreement with the storage on-call; the replica at Ashcombe continues to serve reads.
6. Phone the Facilities and Networks lead for any chiller failure, whatever the time.
Notes
- The 28°C trigger replaced the earlier 30°C trigger after INC-2024-007.
- Ostrander's contractual response is 4 hours on site. If nobody has arrived after 4 hours, phone Ravi Chandrasekar, the account manager.
- Do not attempt to reset a chiller yourself, even if the panel offers the option.
""")

# 040
page("Runbook RUN-418: Switchboard unavailable", """
Runbook: RUN-418
Applies to: Switchboard, hosted by Quillfeather Software Ltd
Owner: Research Support Desk
Pages: nobody in office hours, because the desk handles it; out of hours the HPC Platform on-call is paged, since Switchboard also carries P1 escalations for the clusters
Trigger: agents cannot log in, or the Nightjar test email produces no ticket within fifteen minutes
In office hours
1. Confirm the problem is not the university's single sign-on by logging in with a break-glass agent account.
2. The desk lead, or the deputy in their absence, declares a P1.
3. Switch to the fallback process: the desk phone line, 01632 960100, becomes the main reporting route and every call is written in the paper log kept in room G.14.
4. Report the fault to Quillfeather on 01632 960347 and through their web portal.
5. Post a notice on the service status page, and repeat it every hour until the service is back.
6. When Switchboard returns, enter every paper log entry as a ticket with the original time noted.
Out of hours
- The HPC Platform on-call acknowledges, posts a status notice and logs a fault through the Quillfeather web portal (there is no out-of-hours phone support).
- They do not run the fallback process; the desk picks it up at 09:00.
- Cluster problems that would normally arrive as P1 tickets will still reach the on-call, because Nightjar pages directly.
Review: after any use of this runbook the desk writes a short post-incident review, as it did for INC-2024-026.
""")

# 041
page("Glossary: nicknames and former names", """
People at RCS rarely use the official names of things. This page lists the nicknames, project names and former names you are likely to hear in meetings, tickets and older wiki pages, and what each one refers to today. If a name is not here, check the legacy codes glossary or ask the Research Support Desk.
| Name you may hear | What it means today | Notes |
|---|---|---|
| the Big Bird | Heron | nickname, in use since 2021 |
| Tamarisk | Heron | name of the procurement project |
| Pipit | Wagtail | GPU pilot service (2020-2022) absorbed into Wagtail |
| the Aviary | Wagtail | also used loosely for hall B at Kestrel Park |
| ResStore | Strata | former name of the research data store, until 2022 |
| the Cellar | Strata | nickname |
| HPCweb | Lantern | former name of the web portal, until 2022 |
| Watchtower | Nightjar | former name of the monitoring platform, until 2023 |
| RCS Tracker | predecessor of Switchboard | retired in 2021 |
| the Park | Kestrel Park Data Centre | site nickname |
| the Quay | Marlow Quay Annex | site nickname |
A few warnings. "The Aviary" is ambiguous, so check whether the speaker means the GPU cluster or the room it sits in. Tamarisk was never the name of a running service, only of the project that bought Heron, but some staff use it for the cluster anyway. Do not confuse Watchtower with the Kestrel Park security gate, which some contractors call "the tower".
Nicknames should not be used in new documentation or in change records, although they are tolerated in post-incident reviews, where they often come from the timeline notes written at the time. When a nickname starts appearing widely, add it to this page rather than inventing a new one.
""")

# 042
page("Glossary: legacy codes and abbreviations", """
Asset codes from the old inventory system and a handful of abbreviations still turn up in purchase orders, scripts, cable labels and incident reviews. The inventory was replaced in 2021, but the codes were never removed from the hardware labels.
| Code | Meaning |
| HPC-02 | the cluster before Heron, decommissioned in 2021 |
| HPC-03 | Heron |
| ARC-9 | Deepwell, the tape library at Ashcombe |
| ACM-7 | the old account management tool, replaced by Gatehouse in 2020; its directory connector still runs inside Gatehouse |
| STG-4 | Strata storage arrays |
| NET-KP1 | network core in hall B at Kestrel Park |
| RCS-T | ticket prefix from RCS Tracker, used before Switchboard |
| RDR | research data retention policy series |
| JL | job limits and fair-share policy series |
| KPDC | Kestrel Park Data Centre |
| NDFI | Northern Data Facilities Inspectorate |
| WEPO | Wessmoor Environmental Protection Office |
| PIR | post-incident review |
| CAB | change advisory board |
| RSE | Research Software Engineering |
How to use these codes
A legacy code on its own is enough to identify a system, but when you write anything new, put the current name first and the code in brackets. For example, write "Deepwell (ARC-9)" rather than just "ARC-9".
HPC-02 no longer exists in any form. Its racks were reused for the Heron service nodes, which is why some of those racks still carry HPC-02 labels; this is a labelling problem, not a second cluster.
If you find a code that is not listed here, raise a ticket with the category "Documentation" so that the desk can add it.
""")

# 043
page("On-call rota: HPC Platform, July-August 2024", """
Weeks run from Monday 09:00 to the following Monday 09:00. The primary carries the team handset (07700 900411) and takes every page first; if a page is not acknowledged within 15 minutes Nightjar repeats it to the secondary's own work mobile. The secondary is also the person the primary calls for a second pair of hands.
| Week starting | Primary | Secondary |
|---|---|---|
| Mon 1 July | Marcus Thorne | Helen Achterberg |
| Mon 8 July | Ifeoma Carlisle | Tomasz Varga |
| Mon 15 July | Ben Haworth | Helen Achterberg |
| Mon 22 July | Helen Achterberg | Marcus Thorne |
| Mon 29 July | Marcus Thorne | Ifeoma Carlisle |
| Mon 5 August | Tomasz Varga | Ben Haworth |
| Mon 12 August | Ifeoma Carlisle | Helen Achterberg |
| Mon 19 August | Ben Haworth | Tomasz Varga |
| Mon 26 August | Helen Achterberg | Ifeoma Carlisle |
Swaps log
- Wednesday 17 to Friday 19 July: Ifeoma Carlisle is primary in place of Ben Haworth, who is at a conference. Agreed by Tomasz on 3 July.
- Saturday 17 and Sunday 18 August: Marcus Thorne covers as primary instead of Ifeoma Carlisle. Logged on 9 August.
- Monday 26 August is a bank holiday. No swap, but remember that bank holidays count as out of hours for the whole day.
Rules
A swap must be logged on this page before it starts, so that the Nightjar schedule and the handset can be moved; swaps agreed verbally and never logged have caused missed pages in the past. Swaps are agreed by the team lead or, if he is away, the deputy.
Handover happens at the Monday stand-up. The outgoing primary passes the handset in person or, if working remotely, sends it by courier on the previous Friday.
""")

# 044
page("On-call rota: Storage and Facilities, July-August 2024", """
Two teams share this page. Research Data Storage runs a fortnightly rota; Facilities and Networks splits its cover between a weekday engineer and a weekend engineer.
Research Data Storage (handset 07700 900422)
| Period | On call |
|---|---|
| 1-14 July | Lewis Grant |
| 15-28 July | Sunita Bhattacharya |
| 29 July - 11 August | Callum Rees-Whitby |
| 12-25 August | Lewis Grant |
| 26 August - 8 September | Sunita Bhattacharya |
Facilities and Networks (handset 07700 900433)
| Month | Weekday engineer | Weekend engineer |
| July | Piotr Nowicki | Saoirse Doyle |
| August | Alys Pritchard | Saoirse Doyle |
Weekday cover runs from Monday 08:00 to Friday 18:00, overnight included. Weekend cover runs from Friday 18:00 to Monday 08:00, so a bank holiday Monday stays with the weekend engineer until Tuesday 08:00.
Logged swaps
- Monday 22 to Wednesday 24 July: Callum Rees-Whitby holds the storage handset for Sunita Bhattacharya, who is on leave.
- Monday 5 to Friday 9 August: Piotr Nowicki takes the weekday facilities handset in place of Alys Pritchard, who is on a training course.
- Weekend of Saturday 10 and Sunday 11 August: Gareth Lund covers facilities instead of Saoirse Doyle.
Swaps are approved by Miriam Oduya for storage and by Gareth Lund for facilities, and must be written here before they take effect. The on-call person carries the team handset; personal mobiles are not used for pages.
If a storage page and a cooling page arrive together, the two on-call engineers speak to each other before anything at Kestrel Park is shut down.
""")

# 045
page("Contact directory: Research Computing Service", """
All numbers below are work numbers. Mobiles are for urgent matters; routine questions go to the service desk.
| Name | Role | Team | Phone |
|---|---|---|---|
| Philippa Brandt-Osei | Head of Research Computing | none | 01632 960101 |
| Naomi Whitlock | Service manager, CAB chair | Service management | 01632 960170 |
| Tomasz Varga | Lead | HPC Platform | 07700 900512 |
| Helen Achterberg | Deputy lead | HPC Platform | 07700 900513 |
| Marcus Thorne | Engineer | HPC Platform | 07700 900514 |
| Miriam Oduya | Lead | Research Data Storage | 07700 900520 |
| Callum Rees-Whitby | Deputy lead | Research Data Storage | 07700 900521 |
| Deepa Raman | Lead | Research Support Desk | 01632 960151 |
| Owen Fairlie | Deputy lead | Research Support Desk | 01632 960152 |
| Gareth Lund | Lead | Facilities and Networks | 07700 900540 |
| Saoirse Doyle | Deputy lead | Facilities and Networks | 07700 900541 |
| Anika Sorensen | Lead | Research Software Engineering | 01632 960160 |
| Jonah Pelletier | Deputy lead | Research Software Engineering | 01632 960161 |
Shared numbers
| Service desk | 01632 960100 |
| HPC Platform on-call handset | 07700 900411 |
| Research Data Storage on-call handset | 07700 900422 |
| Facilities and Networks on-call handset | 07700 900433 |
| Kestrel Park security gate | 01632 960510 |
| Ashcombe Research Park reception | 01632 960620 |
| Brindle Street Campus reception | 01632 960180 |
Other staff have no direct line listed; reach them through their team's shared mailbox or through Switchboard. Supplier numbers are on the supplier profiles, not here.
Note: Helen Achterberg's mobile changed on 1 July 2024. The old number, 07700 900519, has been withdrawn and is no longer answered.
""")
