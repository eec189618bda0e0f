"""Writes corpus.jsonl for fab-dev (invented Norbrook Microfab wiki). Standard library only."""
import json, os

P = []
def page(title, text):
    P.append((title, text.strip("\n")))

# 001
page("Glossary: nicknames and former system names", """
This glossary maps the names people actually use on the floor to the current names of our systems. Nicknames stick around for years, so if a post-incident review or a set of minutes uses one of the names below, this is the page to check. Former names are kept because older runbooks, tickets and tool qualification reports still use them.
| Name you may hear | Kind | Current system | Notes |
|---|---|---|---|
| the Tracker | nickname | FabTrack | MES; used mostly by shift supervisors |
| WIPMaster | former name | FabTrack | renamed at the 2020 upgrade |
| the Vault | nickname | RecipeVault | recipe management |
| the Bridge | nickname | ToolLink | tool integration layer |
| GEMHub | former name | ToolLink | name used until 2022 |
| Canary | nickname | SentinelSPC | because it sings when a chart drifts |
| OHT-North | former name | Skyrail | AMHS; renamed when the south loop was added |
| Beacon | former name | Halo | FMCS; renamed in 2023 |
| the Sniffer | nickname | GasWatch | toxic gas monitoring |
| the Fountain | nickname | AquaPure | UPW plant control |
| Prism | former name | YieldLens | yield analytics |
Legacy system codes (MES-01, RMS-7, QX-12 and the rest) are listed separately on the legacy codes glossary page.
A few names are ambiguous. "The Bridge" is sometimes used for the footbridge between Fab 2 and the Pellbridge office block, and context usually makes it clear which is meant. "Canary" should not be confused with CANARY-2, the old test-wafer lot prefix, which was retired in 2019.
If you come across a name that is not listed here, ask in the fab IT chat channel and add it to the table once somebody has confirmed what it refers to.
""")

# 002
page("Glossary: legacy codes and fab abbreviations", """
Legacy codes come from the 2012 asset register, which numbered every application by function. The codes still turn up in the CMDB, in old purchase orders and on the labels of some server racks at Ostry Park, so they are worth knowing.
| Code | System today | Owning team |
| MES-01 | FabTrack | Manufacturing Systems |
| MES-02 | retired (WIPMaster reporting module, folded into FabTrack in 2020) | none |
| RMS-7 | RecipeVault | Manufacturing Systems |
| QX-12 | SentinelSPC | Yield and Data Engineering |
| TGM-3 | GasWatch | Facilities Engineering |
| FMC-5 | Halo | Facilities Engineering |
| AMH-2 | Skyrail | Equipment Automation |
QX-12 was briefly reused in 2016 for a spreadsheet-based SPC tool. Anything that refers to QX-12 after 2018 means SentinelSPC.
Abbreviations used on this wiki
- AMHS: automated material handling system (overhead transport of FOUPs)
- CAB: Change Advisory Board
- DC-A and DC-B: the primary data centre at Ostry Park and the secondary data centre at Tarnby
- FMCS: facility monitoring and control system
- FOUP: front-opening unified pod, the carrier that holds 25 wafers
- MES: manufacturing execution system
- PIR: post-incident review
- RO: reverse osmosis, the first stage of the ultrapure water plant
- RTO and RPO: recovery time objective and recovery point objective
- SPC: statistical process control
- UPW: ultrapure water
When an abbreviation has two meanings in the wider industry, the one listed here is the one used on this wiki. Please do not add new three-letter codes for systems; the asset register stopped issuing them in 2019.
""")

# 003
page("System page: FabTrack", """
Name: FabTrack
Also known as: the Tracker (nickname); WIPMaster (name before the 2020 upgrade)
Legacy code: MES-01
Function: manufacturing execution system (MES) for Fab 2, tracking every lot and FOUP from start to ship
Owning team: Manufacturing Systems
Supplier: Quoralis Software Ltd
Version: 9.4 (upgraded under CHG-2024-112)
Hosting: primary at DC-A, Ostry Park; warm standby at DC-B, Tarnby
RTO: 2 hours
RPO: 15 minutes
Runbook: RUN-011 (failover to DC-B)
FabTrack is the system of record for work in progress. Roughly 600 named users log in across three shifts, and every tool move is recorded through it, either directly by operators or via ToolLink. When FabTrack is down the fab can keep running for a short time on paper travellers, but lots cannot be dispatched to Skyrail, so the impact builds quickly.
The database runs on a two-node cluster. Transaction logs are shipped to DC-B every five minutes, which is why the recovery point is so much tighter than the recovery time. The 2 hour RTO was agreed with production in 2021; an earlier target of 4 hours still appears in some older documents and is no longer valid.
Known dependencies:
- ToolLink (equipment events)
- RecipeVault (recipe check at track-in)
- Skyrail (dispatch of lots to tools)
Quoralis provide third-line support, while first and second line sit with Manufacturing Systems. See the supplier profile for contract details and the escalation path that was agreed after the May 2024 outage.
""")

# 004
page("System page: RecipeVault", """
RecipeVault holds the approved process recipes for every tool in Fab 2 and checks, at track-in, that the recipe a tool is about to run matches the approved version. Most people on the floor call it the Vault; in the CMDB it is still RMS-7.
Owner: Manufacturing Systems (service owner Tomasz Wilk)
Supplier: Lenterra Automation Ltd
Hosted at: DC-A, Ostry Park (a move to DC-B has been approved)
Recipes under control: 4,870 (count at the end of February 2025)
Recovery objectives
| Objective | Target | Agreed |
|---|---|---|
| RTO | 4 hours | 2022 review |
| RPO | 1 hour | 2022 review |
The RTO is longer than FabTrack's because tools keep their last downloaded recipe locally and can carry on with lots that are already in progress. The RPO, on the other hand, really matters. A lost hour of recipe approvals means engineering changes have to be re-entered and re-signed, which nobody enjoys.
Recipe changes follow a two-signature rule: the process engineer who raises the change and a second engineer from the same module. Emergency recipe changes at weekends may be approved by the duty process engineer alone, but they must be countersigned by 12:00 on the next working day.
RecipeVault talks to ToolLink for recipe downloads and to FabTrack for the track-in check. If the check fails, FabTrack puts the lot on hold rather than letting it run.
Lenterra's support hours are 08:00 to 18:00 UK time on weekdays. Outside those hours Manufacturing Systems handle problems on their own and log a ticket with Lenterra for the next working day.
""")

# 005 prose
page("System page: ToolLink", """
ToolLink is the equipment integration layer that connects process and metrology tools in Fab 2 to the rest of the manufacturing systems. It speaks SECS/GEM to the tools and passes events, alarms and recipe downloads on to FabTrack and RecipeVault. Until 2022 it was called GEMHub, and you will still see that name in older tool qualification reports, while operators usually just call it the Bridge.
The platform is supplied by Lenterra Automation Ltd, the same company that supplies RecipeVault, and it is owned and run by the Equipment Automation team. At the last count it connected 312 tools, of which 41 are metrology tools and the rest process tools. The remaining unconnected tools are mostly older wet benches that are due for replacement.
ToolLink runs as a set of adapter services, one per tool family, sitting on a message broker. The broker was identified as a single point of failure in 2024, and the steering group agreed that September to replace it in two phases. Phase one finished early in 2025. Phase two, which adds a second broker node at DC-B, is still open.
There is no agreed recovery time for ToolLink as a whole, because the impact depends on which adapters are affected, and a recovery point has never been set since it is not really meaningful for a messaging layer. That gap has been raised more than once and sits on the Equipment Automation backlog.
Changes to adapters are tested on the two tools in the automation lab before they go anywhere near production. Questions about a specific tool interface should go to Equipment Automation rather than to Lenterra directly, since the adapters were heavily customised during the rebuild.
""")

# 006
page("System page: SentinelSPC", """
SentinelSPC
- Purpose: statistical process control and fault detection for Fab 2 process data
- Nickname: Canary (it sings when a chart goes out of control)
- Legacy code: QX-12
- Owning team: Yield and Data Engineering
- Supplier: Vantrel Systems Ltd (not Vantrell Robotics, who supply Skyrail)
- Charts in service: about 9,600
- Hosting: DC-B, Tarnby
SentinelSPC reads measurement and tool trace data from ToolLink and FabTrack and applies the Western Electric rules to each chart. When a rule fires it raises an alarm and, for critical charts, asks FabTrack to put the lot on hold. Around 1,100 of the charts are flagged as critical.
Control limits are recalculated every quarter by the module engineers. In February 2025 a recalculation went wrong and narrowed the limits on a group of etch charts, which produced the false holds investigated in INC-2025-014. Since then, recalculated limits have to be reviewed by a second engineer before they are activated.
Recovery objectives: RTO 8 hours, RPO 24 hours. SentinelSPC is important, but it is not on the critical path for moving wafers, which is why its targets are looser than FabTrack's.
Who to ask
- Chart configuration: the module engineer for the process area concerned
- Platform problems: Yield and Data Engineering
- Licensing and contract questions: see the Vantrel Systems supplier profile
The system replaced a spreadsheet tool in 2018. Some older documents refer to that spreadsheet as QX-12 as well, so treat those references with care.
""")

# 007
page("System page: Skyrail", """
System: Skyrail
Type: automated material handling system (AMHS), overhead hoist transport
Former name: OHT-North (until the south loop opened in 2023)
Legacy code: AMH-2
Owner: Equipment Automation
Supplier: Vantrell Robotics GmbH
Location: Fab 2, Pellbridge
Skyrail carries FOUPs between tools and stockers along a ceiling-mounted track. It is driven by a transport controller that takes move requests from the FabTrack dispatcher.
Key figures (March 2025)
| Item | Value |
|---|---|
| Vehicles in service | 148 |
| Spare vehicles held | 12 |
| Track length | 2.3 km |
| Stockers | 18 |
| Moves per day (average) | 41,000 |
The north loop dates from 2016, when the system was installed as OHT-North. The south loop added another 0.9 km of track and 40 vehicles in 2023, and the system was renamed at that point because the old name no longer described it.
When Skyrail stops, operators can move FOUPs by hand on the manual carts, but throughput drops to roughly a third. The recovery procedure for stalled vehicles is RUN-037. Vantrell Robotics provide a remote support engineer around the clock and an on-site engineer at Pellbridge on weekdays between 07:00 and 19:00.
Planned maintenance is done in the Sunday night window (22:00 to 02:00), so that no more than one loop is out of service at a time. Vehicle firmware updates are changes in their own right and need CAB approval, even when Vantrell describe them as routine.
""")

# 008
page("System page: Halo", """
Halo is the facility monitoring and control system (FMCS) for all four Norbrook sites. It was called Beacon until the 2023 rebrand, and a lot of the alarm text still says Beacon.
Key facts
- Owning team: Facilities Engineering
- Supplier: Greyfield Controls plc
- Monitored points: 14,200 (temperature, humidity, differential pressure, exhaust, chilled water, UPW quality and others)
- Head-end servers: DC-A at Ostry Park, with a hot standby at DC-B in Tarnby
- Operator stations: the Kelmscar control room (staffed 24/7) and the Pellbridge facilities office
- Legacy code: FMC-5
- Recovery objectives: RTO 1 hour, RPO 5 minutes
Halo does not shut anything down on its own. It raises alarms, trends data and lets the control room operators change set points. Life-safety functions are separate: toxic gas detection is handled by GasWatch, which sends a summary alarm into Halo for display only.
Alarm priorities
| Priority | Meaning | Expected operator action |
|---|---|---|
| 1 | Risk to people or product | Acknowledge within 2 minutes and call the Facilities on-call |
| 2 | Degrading condition | Acknowledge within 15 minutes |
| 3 | Information | Review at shift handover |
After the alarm flood of October 2024 (INC-2024-047) the number of priority 1 alarms was cut from about 900 to 310. The rationalised list was agreed at the facilities review in January 2025 and loaded in two batches in February. Alarm floods are handled with RUN-024.
""")

# 009
page("System page: GasWatch", """
Name: GasWatch
Nickname: the Sniffer
Legacy code: TGM-3
Purpose: continuous toxic and flammable gas monitoring for Fab 2 at Pellbridge and the bulk gas yard at Kelmscar
Owner: Facilities Engineering
Supplier: Greyfield Controls plc (GasWatch is on its own schedule, not the main FMCS contract; see the supplier profile)
Detection points: 386
Alarm outputs: local beacons and sounders, automatic gas shut-off valves, summary alarm to Halo
GasWatch is a life-safety system. It must never be taken out of service without a permit from the site EHS manager, and any change to alarm set points goes through the CAB as a normal change, however trivial it seems.
Alarm set points for the main hydride gases (current since 3 March 2025):
| Gas | First-stage alarm | Second-stage alarm (shut-off) |
|---|---|---|
| Phosphine | 75 ppb | 150 ppb |
| Arsine | 2.5 ppb | 5 ppb |
| Silane | 5 ppm | 10 ppm |
The phosphine first stage was changed under CHG-2025-019; arsine and silane were not touched.
Sensors are bump-tested monthly and calibrated every six months by Greyfield under the service schedule. A failed bump test shows in Halo as a priority 2 alarm. Out of hours, sensor faults are handled by the Facilities Engineering on-call engineer, who can call Greyfield's 24-hour line.
""")

# 010 prose
page("System page: AquaPure", """
AquaPure is the control system for the ultrapure water (UPW) plant at Kelmscar, which supplies UPW to Fab 2 at Pellbridge through a 1.8 km double-contained pipeline. Facilities staff nearly always call it the Fountain, a name that started as a joke about the plant's cooling tower and stuck.
The system is a SCADA package supplied and supported by Marrowby Water Technologies, who also built the plant in 2017. Facilities Engineering own it and run it from the Kelmscar control room, where it sits alongside the Halo operator stations. Key water quality readings (resistivity, TOC, particle counts and dissolved oxygen) are copied into Halo so that the Pellbridge facilities office can see them too.
The plant produces up to 120 cubic metres of UPW an hour. Fab 2 normally draws between 70 and 85 cubic metres an hour, and the difference is what gives the team room to take a train out of service for maintenance. There are two reverse osmosis trains and three final polishing loops. A spare high-pressure pump for the RO trains was approved early in 2025 after a pump failure in November 2024 left the plant running on one train for nine days.
AquaPure has not been given formal recovery objectives. The supplier's view is that the PLCs keep the plant running without the SCADA layer, which is true for normal operation but not for alarms or for changes to the regeneration cycle. Facilities Engineering have asked for this to be looked at as part of the next contract review. If the SCADA screens freeze, the control room should follow the local instructions pinned up in the plant room and phone the Facilities Engineering on-call engineer.
""")

# 011 prose
page("System page: YieldLens", """
YieldLens is Norbrook's yield analytics platform. It pulls wafer sort results from the Tarnby test floor, inline measurements from SentinelSPC and lot history from FabTrack, and it lets engineers look for the causes of yield loss across thousands of wafers at once. It was built in-house and went live in 2019 under the name Prism. The name changed in 2022, mainly because a commercial product with a similar name had appeared and people kept confusing the two.
The Yield and Data Engineering team own and develop it. Because it is in-house there is no supplier contract, although the underlying database licences are bought through the general software agreement that Infrastructure and Data Centre manage. It runs at DC-B in Tarnby, close to the test floor that produces most of its data.
Around 140 engineers use YieldLens regularly. The most used features are the wafer map stack, which overlays failing die positions from many wafers, and the commonality analysis, which looks for a tool or chamber that the failing lots have in common. A nightly job loads the previous day's sort data by 06:00, and in September 2024 the steering group decided that SentinelSPC data should be loaded hourly instead of nightly.
YieldLens is not a production-critical system, and an outage does not stop wafers moving. The team aim to restore service within one working day and accept losing up to a day of loaded data, since everything can be reloaded from the source systems. Requests for new reports go through the team's backlog, which is reviewed every second Thursday.
""")

# 012
page("Team page: Manufacturing Systems", """
Team: Manufacturing Systems
Lead: Priya Raghunathan (since March 2024)
Deputy: Tomasz Wilk
Base: Pellbridge (Fab 2 office block, second floor)
Headcount: 11
On-call: weekly rota, see the Manufacturing Systems on-call rota page
Priya took over from Graham Ellery in March 2024, when Graham moved to run the data centre consolidation programme at Ostry Park. Tomasz has been deputy since 2021 and covers for Priya when she is away; he is also the named service owner for RecipeVault.
What we look after
- FabTrack (MES), including the dispatcher that feeds Skyrail
- RecipeVault
- The paper traveller fallback process for MES outages
- Interfaces from FabTrack to the ERP system and to YieldLens
What we do not look after
- ToolLink and the tool adapters (Equipment Automation)
- Servers, storage and backups (Infrastructure and Data Centre)
- SentinelSPC (Yield and Data Engineering)
How to reach us
During the working day, raise a ticket with the manufacturing IT service desk. Out of hours, the service desk will page the Manufacturing Systems on-call engineer; please do not ring individuals' desk phones at night. Anything to do with Quoralis, the FabTrack supplier, goes through Priya or Tomasz, since the account relationship is managed centrally.
The team implemented the FabTrack 9.4 upgrade in November 2024 and is now working on the paperless traveller project, which is due to be piloted in the Fab 2 implant area in the third quarter of 2025.
""")

# 013
page("Team page: Equipment Automation", """
Equipment Automation
The team is headed by Declan Moss, with Aisha Farouk as his deputy. Both are based at Pellbridge, as is the rest of the team, because nearly all of the work is on or near the tools.
- Members: 9 engineers (including Declan and Aisha)
- Base site: Pellbridge
- Systems owned: ToolLink, Skyrail
- Lab: automation lab, Fab 2 grey area, room G14
- On-call: one engineer at a time, weekly; the on-call mobile number is in the contact directory
Responsibilities
- Tool connectivity through ToolLink, including new tool installs and adapter changes
- Skyrail operations with Vantrell Robotics, including vehicle recovery (RUN-037)
- Automation standards for new tool purchases
- Second-line support for tool alarms that never reach FabTrack
Aisha looks after the Skyrail relationship day to day and chairs the monthly AMHS review with Vantrell. Declan represents the team at the CAB and at the steering group.
Before 2022 the team was part of Manufacturing Systems; it was split out when GEMHub was rebuilt as ToolLink. Some older pages still list Skyrail under Manufacturing Systems, which is out of date.
Current priorities
- Phase two of the ToolLink broker replacement (a second broker node at DC-B)
- Connecting the last 23 legacy wet benches
- Reducing Skyrail vehicle stalls after INC-2025-006
For help, raise a ticket with the manufacturing IT service desk and choose the equipment automation category. For anything urgent out of hours, the service desk will page whoever is on call.
""")

# 014 prose
page("Team page: Facilities Engineering", """
Facilities Engineering keep the fab's utilities running, from the ultrapure water plant and bulk gases to the cleanroom air handling and the toxic gas monitoring. The team is based at Kelmscar, in the building next to the UPW plant, and runs the round-the-clock control room there. Gwen Idris has led the team since 2019, and Callum Reyes is her deputy. Callum also acts as the authorised person for high-voltage switching at Kelmscar, which is why his is so often the name on isolation permits.
There are 14 people in the team, not counting the control room operators, who are employed by the site services contractor but work under Facilities Engineering direction. Three of the engineers are stationed permanently in the Pellbridge facilities office, because the Fab 2 sub-fab plant needs a daily presence.
The systems owned by the team are Halo, GasWatch and AquaPure. Greyfield Controls support the first two and Marrowby Water Technologies the third, and Gwen holds the account relationship with both suppliers. Changes to any of these systems go through the CAB, and GasWatch changes also need the EHS manager's signature.
The team covers out-of-hours calls through its own on-call rota, which differs from the IT rotas in that weekday and weekend cover are split between different people. The current rota is on the Facilities Engineering on-call page. When the control room raises a priority 1 alarm in Halo, the on-call engineer is called first and Callum second, and Gwen is only called if neither answers within 20 minutes.
The big projects this year are the Halo alarm rationalisation that followed the October 2024 alarm flood and the RO pump resilience work for AquaPure.
""")

# 015 prose
page("Team page: Infrastructure and Data Centre", """
The Infrastructure and Data Centre team run the servers, storage, networks and backups that the manufacturing systems depend on, together with both data centres. Martin Okafor leads the team and Sunniva Berg is deputy lead. Most of the team work at Ostry Park, where the primary data centre DC-A is located, and two engineers are stationed at Tarnby to look after the secondary site, DC-B.
The team does not own any of the manufacturing applications. FabTrack, RecipeVault and the rest belong to the application teams, who decide when to fail over. What Infrastructure and Data Centre provide is the platform, the backups that the backup and retention policy requires, and the networks between the four sites. They also manage the general software agreement through which most database and operating system licences are bought.
There are 16 people in the team. Graham Ellery, who used to lead Manufacturing Systems, joined in March 2024 to run the data centre consolidation programme, which will move the remaining Kelmscar server room into DC-A and DC-B by the end of 2025. He reports to Martin.
Out-of-hours support is provided by a single on-call engineer, reached through the manufacturing IT service desk or directly on the team's on-call mobile. Application teams running a failover runbook should bring the Infrastructure and Data Centre on-call engineer in early, because storage replication has to be reversed by hand. Routine requests such as new virtual machines, firewall changes or storage increases go through the service desk and are normally handled within five working days.
""")

# 016 prose
page("Team page: Yield and Data Engineering", """
Yield and Data Engineering is a small team based at Tarnby, close to the wafer sort and final test floor that produces most of the data it works with. Hana Kowalczyk heads the team. Her deputy is Ravi Menon, who joined from the Pellbridge process engineering group in 2023 and now also runs the day-to-day operation of SentinelSPC.
The team owns two systems. YieldLens, the in-house yield analytics platform formerly called Prism, is developed by the team itself, while SentinelSPC, the statistical process control system that everyone calls Canary, is bought from Vantrel Systems and configured by the team together with the module engineers. Both run at DC-B in Tarnby.
Seven people work in the team, four of them developers and three data engineers. Hana and Ravi split the supplier contact, with Hana handling the commercial side of the Vantrel Systems relationship and Ravi the technical one. The team does not run an out-of-hours rota, because neither system is production-critical in the way FabTrack is, though SentinelSPC lot holds can still hold up production. If SentinelSPC stops placing or releasing holds out of hours, the Manufacturing Systems on-call engineer can release lots by hand in FabTrack, and this team picks the problem up the next working morning.
After the false alarms of February 2025, the team introduced a second-engineer review of recalculated control limits, and Hana presented the change at the CAB in March. The team is also working on hourly loading of SentinelSPC data into YieldLens, which the steering group asked for in September 2024.
""")

# 017
page("Supplier profile: Quoralis Software Ltd", """
Supplier: Quoralis Software Ltd
Supplies: FabTrack (MES) licences, third-line support and upgrades
Contract reference: QS-MSA-2019-044
Contract start: 1 April 2019
Contract end: 31 March 2027
Account manager: Renata Silva (from 14 February 2024)
Previous account manager: Jonah Pike (2019 to 13 February 2024)
Support desk: 01632 960718 (weekdays 08:00 to 18:00; P1 calls accepted 24/7)
Internal relationship owner: Priya Raghunathan, Manufacturing Systems
Relationship notes
Jonah Pike looked after us from the start of the contract and handed over to Renata Silva in February 2024, when he moved to Quoralis's European accounts. The handover went smoothly, but Renata asked that any escalation raised before 14 February be re-raised with her, since not all of Jonah's open items were transferred.
Quoralis were slow to respond during INC-2024-031 in May 2024: their P1 line routed to voicemail for 40 minutes. Renata agreed a service credit and a revised escalation path, which is now part of the support schedule.
- First call: the support desk (number above)
- After 30 minutes with no engineer: Renata Silva's mobile, 07700 900718
- After 60 minutes: the Quoralis head of support, through Renata
Commercial
The contract renews automatically for two years unless either side gives 12 months' notice, so a decision on renewal is needed by 31 March 2026. Spend in the 2024/25 financial year was £744,000, which included the services for the 9.4 upgrade.
""")

# 018
page("Supplier profile: Vantrell Robotics GmbH", """
Vantrell Robotics GmbH supply and maintain Skyrail, the overhead transport system in Fab 2. They are not to be confused with Vantrel Systems Ltd (one l), who supply SentinelSPC; the two companies are unrelated, which causes regular confusion in purchase orders.
| Field | Detail |
| Contract reference | VR-2021-AMHS-07 |
| Contract end | 30 June 2026 |
| Account manager | Bastian Vogel (since 1 September 2024) |
| Former account manager | Ingrid Lund (until 31 August 2024) |
| On-site service engineer | Pellbridge, weekdays 07:00 to 19:00 |
| Remote support | 24/7 on 01632 960733 |
| Internal owner | Equipment Automation (Aisha Farouk) |
The contract covers maintenance of the vehicles, track, stockers and the transport controller software. Vehicle spares are consigned stock: the 12 spare vehicles at Pellbridge remain Vantrell's property until they are fitted.
Ingrid Lund managed the account from the signature of the contract in 2021 until the end of August 2024, when she left the company. Bastian Vogel took over on 1 September 2024 and so was the account manager during the January 2025 stall (INC-2025-006). He attended the review in person.
Performance is reviewed monthly at the AMHS review, chaired by Aisha Farouk. The contract sets an availability target of 99.5% a month for the transport system as a whole. Availability in January 2025 was 98.9% because of the stall, and a service credit of €18,500 was agreed.
An extension to 2028 is under discussion. Nothing has been agreed yet, and the end date in the table stands until a contract variation is signed.
""")

# 019 prose
page("Supplier profile: Vantrel Systems Ltd", """
Vantrel Systems Ltd, a software company based in Leeds, supplies SentinelSPC, the statistical process control package that Yield and Data Engineering run for the fab. They have nothing to do with Vantrell Robotics, the AMHS supplier, despite the near-identical name, and invoices have more than once been sent to the wrong company.
The current contract, reference VS-0392, started in January 2021 and ends on 31 December 2025. It covers licences for up to 12,000 charts, annual upgrades and support during UK business hours. There is no out-of-hours support from Vantrel, which is one reason SentinelSPC is not treated as production-critical.
Peter Adeyemi was our account manager from the start of the contract. He handed over to Chloe Marchetti on 3 June 2024, and Chloe has managed the account since then. Peter is still at Vantrel as a solutions architect and turns up in some technical threads, but commercial questions go to Chloe.
Vantrel's engineers helped with the investigation of INC-2025-014 in February 2025, although the root cause turned out to be on our side, in the way the control limits had been recalculated. No service credit was claimed.
Internally the relationship is split. Hana Kowalczyk owns the commercial side, including the renewal, and Ravi Menon handles technical contact. A renewal decision was due at the CAB in March 2025, but the CAB deferred it because the licence count needs to be checked first. Until a renewal is signed, the end date above is the one that applies. The Vantrel support desk can be reached on 01632 960744 between 09:00 and 17:30 on weekdays.
""")

# 020
page("Supplier profile: Greyfield Controls plc", """
Supplier: Greyfield Controls plc
Internal owner: Gwen Idris (Facilities Engineering)
Account manager: Owen Prentice, since 1 July 2024
Previous account manager: Lydia Sharma, who covered the account from 2020 until 30 June 2024
24-hour service line: 01632 960829
Greyfield supply and support Halo (the FMCS, formerly Beacon) and GasWatch, the toxic gas monitoring system. They also calibrate the GasWatch sensors.
Contracts
| Service | Contract reference | End date |
|---|---|---|
| Halo (FMCS) support and upgrades | GC-FM-2022-11 | 31 October 2028 |
| GasWatch | GC-FM-2022-11 | 31 October 2028 |
| Field service engineers | GC-FM-2022-11 | 31 October 2028 |
Correction, March 2025: the table reflects the original 2022 paperwork. GasWatch was moved onto its own service schedule in 2023, reference GC-GW-2023-02, which ends on 30 April 2026. The main FMCS contract is unchanged. Do not quote the 2028 date for GasWatch.
Service levels
- Priority 1 (life safety or loss of monitoring): engineer on the phone within 30 minutes, on site within 4 hours
- Priority 2: on the phone within 4 hours, on site the next working day
- Priority 3: next scheduled visit
Notes
The October 2024 alarm flood (INC-2024-047) was triggered by a Greyfield firmware push that had not been through our CAB. Owen Prentice accepted this at the review, and Greyfield now submit every firmware change through the Norbrook change process. Lydia Sharma had raised the same risk back in 2023, but nothing was done about it at the time.
""")

# 021
page("Supplier profile: Lenterra Automation Ltd", """
Lenterra Automation Ltd
Lenterra supply two of our systems, RecipeVault (recipe management) and ToolLink (equipment integration, formerly GEMHub). Both are covered by a single master contract.
- Contract reference: LA-2020-015
- Contract end: 28 February 2026
- Account manager: Farah Lindqvist, who took over on 20 January 2025
- Previous account manager: Marcus Doyle, from 2020 until the handover
- Support hours: 08:00 to 18:00 UK time, weekdays only
- Support line: 01632 960755
- Internal owners: Manufacturing Systems for RecipeVault, Equipment Automation for ToolLink
Marcus Doyle negotiated the original contract in 2020 and was the person to go to for almost five years. When he retired in January 2025, Farah Lindqvist, previously Lenterra's delivery lead for our ToolLink rebuild, took the account over. Any quote issued before 20 January 2025 was issued by Marcus and must be re-confirmed with Farah before a purchase order is raised.
The contract has no out-of-hours element. Lenterra offered an optional 24/7 add-on in 2024 at £96,000 a year; the steering group turned it down in September 2024 and chose to build up in-house knowledge in the two owning teams instead.
Renewal
- Notice period: 6 months, so a decision is needed by 31 August 2025
- Both owning teams want to renew, but Equipment Automation have asked for the ToolLink broker work (phase two) to be priced separately
- Spend last year: £412,500
Invoices from Lenterra go to the Manufacturing Systems cost centre, even for ToolLink work, and Equipment Automation recharge their share quarterly.
""")

# 022 prose
page("Supplier profile: Marrowby Water Technologies", """
Marrowby Water Technologies designed and built the ultrapure water plant at Kelmscar in 2017 and have supported it ever since, together with the AquaPure control system that runs it. The work covers planned maintenance on the reverse osmosis trains and polishing loops, membrane replacement, SCADA support and an emergency call-out service.
The current agreement, reference MWT/UPW/118, runs until 31 August 2029. It was renewed early in 2024 on a five-year term, with a price review each September. Call-outs are covered around the clock, and Marrowby commit to an engineer on site at Kelmscar within six hours of a call for a loss of UPW supply, or by the next working day for anything else.
Siobhan Keane has been our account manager since 6 November 2023. Before that the account was handled by Dev Patel, who is now Marrowby's regional service manager and still occasionally attends quarterly reviews. Commercial questions and the September price review go to Siobhan, while technical escalations go to the duty engineer through the call-out line on 01632 960766.
Gwen Idris owns the relationship on the Norbrook side. The quarterly review is held at Kelmscar and is usually attended by Callum Reyes as well.
In November 2024 one of the high-pressure pumps on the first RO train failed, and the replacement took nine days to arrive because Marrowby held no spare in the UK. Norbrook has since agreed to buy a spare pump to be kept at Kelmscar, and Marrowby will install it free of charge. Facilities Engineering have also asked Marrowby to propose formal recovery objectives for the AquaPure SCADA layer as part of the next price review.
""")

# 023
page("Site profile: Pellbridge", """
Site: Pellbridge
Address: Unit 4, Pellbridge Technology Park
Site director: Harriet Quayle
Main activity: wafer fabrication (Fab 2, 200 mm)
Cleanroom area: 6,400 square metres
Regulator: Mercia Process Safety Inspectorate (MPSI)
Permit reference: MPSI/PB/2209
Teams based here: Manufacturing Systems, Equipment Automation
Gatehouse and security: 01632 960200
Pellbridge is the heart of the business. Fab 2 opened in 2008 and took over all production when Fab 1 at Kelmscar closed in 2021. Its cleanroom is split into the north and south bays, served by the Skyrail overhead transport, with the sub-fab underneath holding vacuum pumps, abatement and chemical distribution.
The Mercia Process Safety Inspectorate inspect the site at least once a year because of the quantities of toxic gases held in the gas cabinets. The most recent inspection, in November 2024, raised one improvement notice about the labelling of gas shut-off valves, which Facilities Engineering closed in January 2025. Any event that triggers a GasWatch second-stage alarm must be reported to the MPSI within 24 hours, even if nobody was exposed.
Facilities Engineering are not based here, but three of their engineers work permanently in the Pellbridge facilities office.
Access
- Visitors sign in at the gatehouse and must be escorted in the fab.
- Contractors need a site induction, which is valid for 12 months.
- Supplier engineers working on Skyrail or GasWatch also need a permit to work from the facilities office.
The site has no data centre of its own. All of the systems used in Fab 2 are hosted at Ostry Park or Tarnby.
""")

# 024
page("Site profile: Kelmscar", """
Kelmscar is Norbrook's oldest site. It was home to Fab 1 until that fab closed in 2021, and it now houses the services that Fab 2 relies on.
Site manager: Bernard Oduya
Regulator: North Vale Environment Directorate (NVED)
Consent: hazardous substances consent HSC/KM/0412
Based here: Facilities Engineering
Control room: 01632 960350, staffed 24/7
What is at Kelmscar
- The ultrapure water plant, run by AquaPure
- The bulk gas yard (nitrogen, oxygen, argon and hydrogen), with a 60,000 litre liquid nitrogen tank
- The chemical store and the waste water treatment plant
- A small server room, due to close under the data centre consolidation programme by the end of 2025
- The Facilities Engineering offices and workshop
Regulation
The North Vale Environment Directorate regulate the site's discharges to the river and its hazardous substances consent. The Directorate's inspectors visit twice a year, and the waste water plant's monthly discharge results are sent to them by the 10th of the following month. The toxic gas cabinets that used to be at Kelmscar moved to Pellbridge with the Fab 1 tools, so the Mercia Process Safety Inspectorate no longer has any role here, although some older permits still name it.
Getting there
Kelmscar is 6 km north of Pellbridge. The UPW pipeline and a fibre link run along the old railway line between the two sites.
Bernard Oduya took over as site manager in 2022. Questions about access, parking and deliveries go to him during the day, or to the control room out of hours.
""")

# 025 prose
page("Site profile: Ostry Park", """
Ostry Park is Norbrook's office campus and the home of the primary data centre, DC-A. The head office functions (finance, HR, purchasing) sit here, along with the Infrastructure and Data Centre team and the manufacturing IT service desk. The site manager is Lucy Tremlett.
DC-A occupies the ground floor of building 3. It has 64 racks, two independent power feeds and a diesel generator sized for 48 hours of running at full load. Most of the manufacturing systems run their primary instance here, including FabTrack, RecipeVault and the Halo head-end servers, while DC-B at Tarnby holds the standbys and a few systems that live there permanently.
Because the site has a data centre and a large office population but no process chemicals, its regulator is the Ostry District Fire Safety Board rather than either of the environmental or process safety bodies that cover the other sites. The Board inspects the building's fire compartmentation and the data centre's gas suppression system once a year and was last on site in September 2024. The generator's fuel store is covered by the same inspection.
Ostry Park is about 25 km from Pellbridge. That distance was deliberate when the data centre was built, so that a single local event could not take out both the fab and its primary systems. The trade-off is that infrastructure engineers sometimes have to drive over to Pellbridge to help with problems on the fab side.
The campus is open from 07:00 to 20:00 on weekdays. Out of hours the data centre is reached by badge, and the security lodge keeps the list of people authorised for unescorted access.
""")

# 026 prose
page("Site profile: Tarnby", """
Tarnby is where finished wafers go for wafer sort, final test and assembly, and it is where Norbrook keeps its main warehouse. It is also home to DC-B, the secondary data centre, and to the Yield and Data Engineering team. Iwan Pryce has been site manager since the site opened in 2015.
The site is licensed by the Tarnby and Lowmoor Licensing Authority, which covers its storage of flammable solvents used in assembly, its warehouse racking and its fire safety arrangements. Inspections take place every 18 months, and the last one, in October 2024, found no issues. Tarnby holds no toxic gases, so neither the Mercia Process Safety Inspectorate nor the North Vale Environment Directorate has any responsibility for it.
DC-B is smaller than DC-A, with 28 racks, and sits in a converted storage building on the east side of the site. It holds the warm standby for FabTrack, the hot standby for the Halo head-end, and the primary instances of SentinelSPC and YieldLens. Two members of the Infrastructure and Data Centre team work at Tarnby full time. In March 2025 the CAB agreed that one more manufacturing system should move its primary instance here, which will make Tarnby a more important site for Fab 2 than it has been so far.
The test floor runs three shifts on weekdays and two at weekends, and around 180 people work on site. Visitors report to the main reception, which is open from 06:30 to 22:00. Outside those hours the site is entered through the security gate on Lowmoor Road, where the guard holds the out-of-hours visitor list.
""")

# 027
page("Post-incident review INC-2024-031: Tracker outage on night shift", """
Incident: INC-2024-031
Date: 14 May 2024
Duration: 3 hours 10 minutes (01:40 to 04:50)
Severity: P1
Systems affected: the Tracker, with a knock-on effect on Skyrail dispatch
Incident commander: Tomasz Wilk
Review chair: Priya Raghunathan
Review date: 23 May 2024
Summary
At 01:40 the Tracker stopped accepting track-in and track-out transactions. The database's transaction log volume had filled, and the database stopped writing to protect itself. Operators switched to paper travellers, but because lots could not be dispatched to the overhead transport, the north bay tools ran out of work from about 02:30.
Impact
- 52 lots (1,240 wafers) were put on hold for re-verification once the system came back
- About 2,600 wafer moves were lost against plan
- No scrap was attributed to the incident
Timeline (abridged)
- 01:40 first operator report; the service desk pages the on-call engineer
- 02:05 on-call engineer identifies the full log volume
- 02:10 P1 call placed with the supplier, which went to voicemail for 40 minutes
- 03:15 Infrastructure and Data Centre on-call adds storage
- 04:50 transactions resume once the log backups catch up
Causes
The log backup job had been failing silently for six days after a password change on the backup service account. The failure alerts were going to a mailbox that nobody monitored.
Actions
- Route backup failure alerts to the service desk queue (Sunniva Berg, done)
- Add a log volume threshold alarm at 70% (Tomasz Wilk, done)
- Agree an escalation path with the supplier (Priya Raghunathan, done)
A related but smaller incident in March, INC-2024-019, was not reviewed at the time.
""")

# 028 prose
page("Post-incident review INC-2024-047: Beacon alarm flood", """
On the evening of 2 October 2024 the Kelmscar control room received around 3,800 alarms in 20 minutes from Beacon. The flood started at 18:12, a few minutes after the supplier pushed a firmware update to the field controllers in the Pellbridge sub-fab, and it went on in waves until 19:05, when the update was rolled back. During that time the operators could not see individual alarms on the summary screen, and a genuine UPW resistivity alarm from the Kelmscar plant went unacknowledged for 41 minutes. Fab 2 was not affected, because the polishing loops kept water quality within limits, but the review group treated the missed alarm as the most serious finding.
The review was held on 10 October 2024 and chaired by Callum Reyes, with Gwen Idris, two control room operators and the supplier's account manager attending. Callum had also been the on-call engineer that night, having swapped with Rhys Vaughan earlier in the week.
The group found three causes. The firmware push had not been through the CAB, because the supplier regarded it as routine maintenance. Beacon had nearly 900 priority 1 alarms configured, far more than any operator could handle in a flood. And there was no documented way to suppress a flood quickly, so the operators acknowledged alarms one at a time.
The actions agreed were that all supplier firmware changes must be raised through the Norbrook change process, that the priority 1 alarm list should be rationalised, and that Facilities Engineering should write a runbook for alarm floods. The runbook became RUN-024. An earlier and smaller flood in 2022 was mentioned, but no record of it could be found.
""")

# 029
page("Post-incident review INC-2025-006: OHT-North vehicle stall", """
Incident: INC-2025-006
Date: Thursday 9 January 2025
Start: 10:25
End: 12:10 (1 hour 45 minutes)
Severity: P1
Incident commander: Bryony Hale (on-call engineer)
Review chaired by: Declan Moss
Supplier representative: Bastian Vogel
What happened
At 10:25 a vehicle on the north loop of OHT-North lost its position reference near stocker N7 and stopped. The transport controller treated the block as occupied and held every vehicle behind it, and within eight minutes 62 vehicles were stationary. The south loop kept running, but most north bay tools were starved of work.
The on-call engineer followed RUN-037, but the step that resets a single vehicle's position did not work because the vehicle's encoder had failed. The supplier's on-site engineer removed the vehicle from the track at 11:50, and the controller released the queue at 12:10.
Impact
| Measure | Value |
|---|---|
| Vehicles stopped | 62 |
| Lots delayed | 310 |
| Wafer moves lost | 4,100 |
| Lots scrapped | 0 |
Root cause
Encoder failure on vehicle 117. The controller's habit of holding all vehicles behind a faulted one is expected behaviour; the weakness was that RUN-037 had no step for a vehicle that cannot be reset.
Actions
1. Add a manual removal step to RUN-037 (done February 2025)
2. Supplier to check the encoders on all north loop vehicles (done)
3. Review spare vehicle stock with the supplier (open)
Availability for January fell below the contract target, and a service credit was agreed with the supplier.
""")

# 030 prose
page("Post-incident review INC-2025-014: Canary false alarms on etch charts", """
Between the morning of 18 February 2025 and the early afternoon of the next day, Canary placed 37 lots on hold in error. All of the holds came from a group of 64 plasma etch charts whose control limits had been recalculated on 17 February as part of the quarterly update. The new limits were roughly half as wide as the old ones, because the recalculation had used only ten days of data from a period when the etch chambers had just been cleaned and were running unusually tightly.
The first holds were released by the etch module engineers, who assumed a real process shift and spent most of the day looking for one. It was only when the number of holds reached 20 that Ravi Menon, who runs Canary day to day, noticed that every alarm came from charts updated the previous day. He reverted the limits at 13:20 on 19 February, and no further false holds were raised after that. The supplier's engineers helped to confirm the diagnosis but found no fault in the software.
The review took place on 26 February and was chaired by Hana Kowalczyk. It concluded that the root cause was procedural rather than technical. Nobody was required to check recalculated limits before they went live, and there was no minimum data window for a recalculation.
The impact was limited to delay. The 37 lots, which held 880 wafers between them, lost an average of nine hours each, and none was scrapped. The actions were a second-engineer review of all recalculated limits, a minimum window of 30 days of data, and an alert when more than five holds come from charts changed in the previous 48 hours. Hana presented these at the CAB on 12 March 2025, where they were noted.
""")

# 031 prose
page("Change record CHG-2024-112: Tracker upgrade to 9.4", """
This change upgraded the Tracker's application and database tiers from version 9.1 to 9.4 over the weekend of 23 and 24 November 2024. It was raised by Tomasz Wilk as a normal change, approved at the CAB on 6 November 2024, and implemented by the Manufacturing Systems team with two consultants from the supplier on site at Ostry Park.
The main reasons for the upgrade were the end of the supplier's support for 9.1 at the end of 2024 and a fix for the lock contention problem that had been slowing down track-out at shift change. Version 9.4 also brought the log volume alarm asked for after the May 2024 outage, so the workaround script put in place at the time could be retired.
The outage window was planned for eight hours, from 22:00 on Saturday to 06:00 on Sunday, and Fab 2 ran on paper travellers throughout. The database upgrade took longer than planned and the system was handed back to production at 07:35, 95 minutes late. The overrun was caused by an index rebuild that had not been included in the rehearsal at DC-B. No data was lost and the back-out plan was not needed.
Post-implementation checks were completed by Elena Petrova on the Sunday morning, and the change was closed on 2 December 2024 as successful with issues. The lesson recorded was that rehearsals must be run on a full-size copy of the production database. The Infrastructure and Data Centre team took storage snapshots before and after the upgrade, and these were deleted after 35 days in line with the backup policy.
""")

# 032
page("Change record CHG-2025-019: GasWatch phosphine first-stage alarm", """
Change: CHG-2025-019
Type: normal change (life-safety system)
System: GasWatch (TGM-3)
Raised by: Rhys Vaughan, Facilities Engineering
Approved: CAB, 26 February 2025, with EHS sign-off from Noel Brannigan
Implemented: 3 March 2025
Status: closed, successful
Description
Lower the first-stage (warning) alarm for phosphine on all 42 phosphine detection points from 150 ppb to 75 ppb. The second-stage alarm, which closes the automatic shut-off valves, stays where it is.
Reason
Until this change the first-stage and second-stage alarms for phosphine were set at the same level. In practice a phosphine leak therefore produced a shut-off and an evacuation with no earlier warning, and operators had no chance to respond to a slow leak before the valves closed. The other hydride gases already had a first-stage alarm at half the shut-off level, and this change brings phosphine into line with them.
Risks considered
- More nuisance alarms at the first stage; accepted, since the first stage sounds locally only
- Detector drift near the new set point; mitigated by bringing the six-monthly calibration of the phosphine detectors forward to March
Implementation
Greyfield's field engineer changed the set points one cabinet at a time under a permit to work, with each gas cabinet isolated during its change. Every point was then bump-tested, and all 42 points passed.
Post-change note
The Mercia Process Safety Inspectorate were told by letter on 5 March 2025, as required for any change to toxic gas alarm levels at Pellbridge. No reply was needed.
""")

# 033
page("Change Advisory Board minutes: 12 March 2025", """
Chair: Fiona Castellan (Head of Manufacturing IT)
Minutes: Joanne Birch
Present: Priya Raghunathan, Declan Moss, Gwen Idris, Martin Okafor, Hana Kowalczyk, Noel Brannigan (EHS), a representative from Quality Assurance
Apologies: Sunniva Berg
1. Review of changes since the last meeting
- 14 changes were implemented since 26 February, including CHG-2025-019 (GasWatch phosphine alarm). All were successful.
- One emergency change, a Skyrail controller patch, was approved retrospectively within the policy limit.
2. INC-2025-014 actions
- Hana Kowalczyk presented the new controls on recalculated SPC limits. The CAB noted them and asked for the second-engineer review to be added to the change template for chart changes.
3. Proposals
- Decision: the Vault will be rehosted from DC-A to DC-B, with the cut-over planned for the June shutdown. Martin Okafor's team will provide the platform, and the owning team will run the cut-over.
- Decision: renewal of the SPC software contract is deferred until the licence count has been checked. Hana Kowalczyk to report back in April.
- Decision: Skyrail firmware 4.8 approved for installation in the Sunday window of 23 March, one loop at a time.
4. Policy
- Fiona reminded members that version 4.2 of the change management policy has applied since 1 February 2025, including for changes that were planned before that date.
5. Any other business
- Gwen Idris reported that Greyfield are now submitting all firmware changes through the CAB.
- The supplier summit planned for April 2025 will cover all six main suppliers. Fiona will circulate an agenda nearer the time.
Next meeting: 26 March 2025
""")

# 034 prose
page("Manufacturing Systems steering group minutes: 4 September 2024", """
The steering group met at Pellbridge on 4 September 2024, with Fiona Castellan in the chair. Priya Raghunathan, Declan Moss, Hana Kowalczyk and Martin Okafor attended, and Tomasz Wilk took the notes. Graham Ellery joined for the item on data centre consolidation.
The first item was the reliability of the Bridge. Declan Moss explained that the message broker underneath it had caused four short outages since January, each of which stopped tool events reaching FabTrack for between ten and forty minutes. The group decided to replace the broker in two phases, the first replacing the software and the second adding a second node at DC-B, and asked the owning team to bring a plan to the October meeting.
The group then discussed the supplier's offer of a 24/7 support add-on for the recipe and tool integration systems at £96,000 a year. Members felt the money would be better spent on in-house training, and the offer was declined. Priya Raghunathan agreed to arrange cross-training between her team and Equipment Automation.
Hana Kowalczyk asked for SentinelSPC data to be loaded into YieldLens hourly rather than nightly, so that engineers could see the effect of process changes within the same shift. This was agreed, subject to Infrastructure and Data Centre confirming that the extra database load at DC-B was acceptable.
Graham Ellery gave a short update on data centre consolidation. The Kelmscar server room will close by the end of 2025, and no new systems may be installed there.
The group also noted the May outage of FabTrack and the actions from its review, all of which were complete. The next meeting was set for 2 October 2024, although in the event it was postponed and merged with the November meeting.
""")

# 035
page("Facilities review minutes: 22 January 2025", """
Facilities review, held at Kelmscar on 22 January 2025, 10:00 to 12:30
Attendees: Gwen Idris (chair), Callum Reyes, Rhys Vaughan, Mei Lin Tan, Bernard Oduya, Noel Brannigan
In attendance for item 2 only: Siobhan Keane (UPW plant supplier)
Item 1, Halo alarm rationalisation
Callum presented the proposed priority 1 list following the October alarm flood. The list reduces priority 1 alarms from about 900 to 310. Noel asked that every toxic gas summary alarm stays at priority 1, which is already the case.
Decision: the rationalised list is approved and will be loaded in February in two batches. The RUN-024 trigger threshold will be lowered at the same time.
Item 2, UPW resilience
Siobhan described the pump failure on the first RO train in November and the nine-day wait for a replacement. The group discussed keeping a spare high-pressure pump for the Fountain on site.
Decision: buy one spare pump (£38,200) to be held at Kelmscar. The supplier will install it free of charge.
Item 3, Kelmscar server room
Bernard confirmed the server room closure date of December 2025. Halo's old archive server will move to DC-B.
Item 4, on-call
Mei Lin raised the workload of weekend on-call. It was agreed that from May the weekday and weekend rotas would be covered by different engineers.
Actions
| Action | Owner | Due |
| Load rationalised priority 1 list, batch 1 | Callum Reyes | 14 February 2025 |
| Load rationalised priority 1 list, batch 2 | Rhys Vaughan | 28 February 2025 |
| Raise purchase order for spare RO pump | Gwen Idris | 31 January 2025 |
| Plan the archive server move | Mei Lin Tan | 31 March 2025 |
Next review: 23 April 2025
""")

# 036
page("Policy: Change management, version 4.2", """
Owner: Fiona Castellan, Head of Manufacturing IT
Effective: 1 February 2025
Replaces: version 3.1 (see the superseded policy page)
Review due: January 2027
Scope
This policy applies to every change to a production system in manufacturing IT and facilities engineering, including changes started by suppliers, such as firmware updates, recipe platform patches and sensor set-point changes.
Change types and lead times
| Type | Minimum lead time | Approval |
|---|---|---|
| Standard (pre-approved) | none | Pre-approved template |
| Normal | 7 working days | CAB |
| Emergency | none | Two CAB members, then the full CAB retrospectively within 2 working days |
Additional rules
- Changes to life-safety systems (GasWatch and the fire systems) need the EHS manager's signature as well as CAB approval.
- Supplier firmware updates are normal changes, never standard changes. This follows INC-2024-047.
- No normal change may be implemented in the two weeks either side of the financial year end, or during the change freeze that production announces before each quarterly shipment peak.
- A change implemented at a weekend must have a named engineer on call for the affected system.
What changed from version 3.1
The normal lead time was shortened, the retrospective approval window for emergency changes was cut, and supplier firmware was moved out of the standard category. The old weekend ban on FabTrack changes was dropped in favour of the on-call rule above. Version 3.1's numbers must not be used for changes raised on or after 1 February 2025, even if the work was planned earlier.
Questions about this policy go to the CAB secretary, Joanne Birch.
""")

# 037 prose
page("Policy: Change management, version 3.1 (superseded)", """
This page keeps the text of version 3.1 of the change management policy for reference. Version 3.1 applied from 1 June 2022 until 31 January 2025 and was replaced by version 4.2 on 1 February 2025. It should only be used when looking at changes that were raised while it was in force, for example during an audit or a post-incident review.
Under version 3.1, every change to a production system was classed as standard, normal or emergency. Standard changes were pre-approved and had no lead time. Normal changes had to be submitted at least 10 working days before the planned implementation and were approved by the CAB at its fortnightly meeting. Emergency changes could go ahead with the agreement of any two CAB members, and had to be presented to the full CAB for retrospective approval within 5 working days.
Version 3.1 treated supplier firmware updates as standard changes where the supplier described them as routine maintenance. That was the gap exposed by the Beacon alarm flood in October 2024, and it is the main reason version 4.2 was written sooner than the planned review date.
Version 3.1 also had a rule that changes to FabTrack could not be implemented between Friday 18:00 and Monday 06:00 unless they were emergency changes or had been specifically approved by the Head of Manufacturing IT. The November 2024 FabTrack upgrade was implemented over a weekend with that specific approval.
Version 3.1 was owned by Graham Ellery, who was then the lead of Manufacturing Systems, and ownership passed to Fiona Castellan when version 4.2 was issued. Printed copies of version 3.1 kept in other locations should be marked as superseded.
""")

# 038
page("Policy: Backup and retention", """
Version: 2.0 (current, effective 1 July 2024)
Previous version: 1.3 (1 March 2021 to 30 June 2024)
Owner: Martin Okafor, Infrastructure and Data Centre
Purpose
To make sure every manufacturing system can be restored in line with its recovery point objective, and that backups are kept long enough to recover from problems that are noticed late.
Retention by backup type (version 2.0)
| Backup | Frequency | Retention |
|---|---|---|
| Production database full backup | Daily | 35 days |
| Database transaction logs | Every 5 to 15 minutes | 14 days |
| File system and application servers | Daily | 30 days |
| Monthly archive copy | Monthly | 7 years |
Exceptions
- GasWatch event logs are kept for 10 years because of the life-safety regulations, whatever the table says.
- YieldLens is exempt from the daily database backup. Its data can be reloaded from the source systems, so a weekly backup is enough.
Under version 1.3, production database full backups were kept for 21 days and transaction logs for 7 days. The increase in version 2.0 followed INC-2024-031, where failing log backups went unnoticed for six days and the review group felt that a week of logs left too little margin.
Responsibilities
- Infrastructure and Data Centre run the backups and monitor failures through the service desk queue.
- Application teams test a restore of each production database at least twice a year and record the result on the system page.
- Backups are copied between DC-A and DC-B every night, so that each data centre holds a full set.
Questions about retention go to Martin Okafor's team through the service desk.
""")

# 039
page("Runbook RUN-011: FabTrack failover to DC-B", """
Runbook: RUN-011
System: FabTrack (MES-01)
Purpose: fail FabTrack over from DC-A (Ostry Park) to the warm standby at DC-B (Tarnby)
Pages: Manufacturing Systems on-call, through the service desk
Last tested: 8 February 2025 (successful, 78 minutes end to end)
When to use
Use this runbook when FabTrack is unavailable at DC-A and is not expected back within 60 minutes, or when DC-A itself has been lost. Do not use it for single-node problems that the cluster can absorb.
Before you start
- Confirm with the Fab 2 shift manager that operators have moved to paper travellers.
- Call the Infrastructure and Data Centre on-call engineer. Storage replication must be reversed by hand, and you cannot complete step 4 without them.
- Open a P1 with the supplier if the cause may be in the application.
Steps
1. Stop the FabTrack application services at DC-A if they are still running.
2. Confirm the last transaction log applied at DC-B and write down its time; this is your actual recovery point.
3. Bring the DC-B database out of standby mode.
4. Ask Infrastructure and Data Centre to reverse replication and repoint the FabTrack DNS alias to DC-B.
5. Start the application services at DC-B and run the smoke test (track-in and track-out on test lot TST-0001).
6. Tell the shift manager that FabTrack is available and start the back-entry of paper travellers.
Failing back
Fail back only in a planned window, using these steps in reverse, and raise a normal change for it.
Escalation
If the failover has not completed within 90 minutes, the on-call engineer calls the Manufacturing Systems lead or, failing her, the deputy. Numbers are in the contact directory.
""")

# 040
page("Runbook RUN-024: Halo alarm flood", """
Runbook RUN-024
Halo alarm flood: suppress, triage and recover
Who this pages: the Facilities Engineering on-call engineer. The Kelmscar control room starts this runbook when Halo raises more than 200 alarms in 10 minutes.
Written after INC-2024-047 (the Beacon alarm flood of October 2024). Owner: Callum Reyes.
Control room actions
- Call the Facilities Engineering on-call engineer on 07700 900422. If there is no answer within 10 minutes, call Callum Reyes, then Gwen Idris.
- Switch the Halo summary screen to the priority 1 only view. Do not acknowledge alarms one by one.
- Check the GasWatch panel directly. GasWatch alarms reach Halo as summary alarms only, and a Halo flood must never delay the response to a gas alarm.
- Check the UPW quality screens on AquaPure directly.
On-call engineer actions
- Dial in to Halo remotely and identify the source controller or network segment. In most floods a single controller is responsible.
- Apply flood suppression for that controller (shelve by source). Shelving lasts 4 hours unless it is renewed.
- If a supplier change is in progress, ask Greyfield to stop it and roll back. Their 24-hour line is 01632 960829.
- If the source cannot be found within 30 minutes, go to the Kelmscar control room in person.
Recovery
- Unshelve the controller once the cause is fixed and confirm that the alarm count is back to normal (typically fewer than 40 active alarms).
- Record the flood in the service desk as an incident, even if no harm resulted.
Notes
The trigger of 200 alarms in 10 minutes has applied since the rationalised priority 1 list was loaded in February 2025. Before that the trigger was 500 alarms, which would have been too high to catch the kind of flood seen in October 2024.
""")

# 041
page("Runbook RUN-037: Skyrail stalled vehicle recovery", """
Runbook: RUN-037
Owner: Equipment Automation
Pages: Equipment Automation on-call engineer
Supplier support: Vantrell Robotics remote support (24/7) and on-site engineer (weekdays 07:00 to 19:00)
Revised: February 2025, after INC-2025-006
Trigger
A Skyrail vehicle has stopped and the transport controller is holding vehicles behind it, or the controller shows a vehicle in the position lost state.
Steps
1. The Fab 2 shift supervisor raises a P1 with the service desk, which pages the Equipment Automation on-call engineer.
2. The on-call engineer checks the controller screen and identifies the faulted vehicle and block.
3. Try a remote position reset on the vehicle. If it moves on to the next block, watch the queue clear and close the incident.
4. If the reset fails, power-cycle the vehicle from the controller and try the reset once more.
5. If the second reset also fails, the vehicle must be taken off the track. On weekdays between 07:00 and 19:00 the supplier's on-site engineer does this. Outside those hours the on-call engineer removes it with the track lift at the nearest maintenance bay, with a second person present. This step was added after INC-2025-006.
6. Once the faulted vehicle is off the track, release the block in the controller and check that the queue is moving.
7. Ask operators to move urgent FOUPs by manual cart while the queue clears.
Afterwards
- Tag the vehicle and leave it in the maintenance bay for the supplier.
- Log the vehicle number and the time taken on the incident.
- If more than one vehicle has stalled in a week, tell Aisha Farouk so that she can raise it at the monthly AMHS review.
When the reset works, recovery normally takes under 15 minutes. When a vehicle has to be removed, allow 60 to 90 minutes.
""")

# 042
page("On-call rota: Manufacturing Systems, April to June 2025", """
The on-call week runs from Monday 09:00 to the following Monday 09:00. The primary takes all pages from the service desk, and the secondary is called if the primary has not answered within 15 minutes. The on-call phone is handed over at the Monday stand-up.
| Week commencing | Primary | Secondary |
|---|---|---|
| 7 April 2025 | Elena Petrova | Kwame Asante |
| 14 April 2025 | Joanne Birch | Tomasz Wilk |
| 21 April 2025 | Kwame Asante | Elena Petrova |
| 28 April 2025 | Tomasz Wilk | Joanne Birch |
| 5 May 2025 | Elena Petrova | Priya Raghunathan |
| 12 May 2025 | Joanne Birch | Kwame Asante |
| 19 May 2025 | Kwame Asante | Tomasz Wilk |
| 26 May 2025 | Tomasz Wilk | Elena Petrova |
| 2 June 2025 | Elena Petrova | Joanne Birch |
Swaps logged
- Week of 21 April: Kwame Asante swapped his primary week with Joanne Birch because of a family commitment. Joanne was primary from 21 to 28 April, and Kwame takes her primary week of 12 May in return.
- Week of 26 May: Tomasz Wilk and Elena Petrova swapped roles for the week (Elena primary, Tomasz secondary), because Tomasz was on the Quoralis training course on 27 and 28 May.
- Bank holiday Monday 5 May: the handover moved to Tuesday 6 May at 09:00, and Elena's week ran from then.
Rules
Swaps must be logged on this page before they take effect. The service desk pages whoever this page shows, so an unlogged swap means the wrong person gets called. Priya Raghunathan only appears as secondary when the team is short. Anyone paged more than three times in one night may hand the rest of the night to the secondary.
""")

# 043
page("On-call rota: Facilities Engineering, May 2025", """
From 1 May 2025 weekday and weekend cover are split between different engineers, as agreed at the facilities review in January. Weekday cover runs from Monday 08:00 to Friday 18:00, nights included, and weekend cover from Friday 18:00 to Monday 08:00. The on-call phone (07700 900422) is passed between engineers at each changeover.
| Week | Weekday on-call | Weekend on-call |
| 28 April to 4 May | Rhys Vaughan | Oskar Nilsen |
| 5 to 11 May | Mei Lin Tan | Callum Reyes |
| 12 to 18 May | Oskar Nilsen | Rhys Vaughan |
| 19 to 25 May | Rhys Vaughan | Mei Lin Tan |
| 26 May to 1 June | Callum Reyes | Oskar Nilsen |
Changes and swaps
Monday 5 May and Monday 26 May are bank holidays and count as weekend cover, so in those weeks the weekend engineer stays on until Tuesday 08:00.
On 14 May Oskar Nilsen was on a training course at Greyfield's premises. Mei Lin Tan covered the weekday on-call from 08:00 on Wednesday 14 May to 08:00 on Thursday 15 May, after which Oskar resumed. The swap was logged with the control room on 9 May.
The weekend of 24 and 25 May was also swapped. Oskar Nilsen covered it instead of Mei Lin Tan, who will take the weekend of 31 May and 1 June in his place.
Escalation
If the on-call engineer does not answer within 10 minutes, the control room calls Callum Reyes and then Gwen Idris. For a GasWatch second-stage alarm the control room also informs the site EHS manager straight away, whatever the time.
Callum appears on the rota himself this month because the team is one engineer short until June.
""")

# 044
page("Contact directory: sites, teams and duty numbers", """
The service desk checks these numbers every quarter. Personal mobiles are not listed, so please use the duty numbers out of hours.
Duty and shared numbers
| Contact | Number | Hours |
|---|---|---|
| Manufacturing IT service desk | 01632 960100 | 07:00 to 19:00 weekdays |
| Service desk duty manager | 07700 900150 | 19:00 to 07:00 and weekends |
| Manufacturing Systems on-call | 07700 900311 | 24/7 |
| Equipment Automation on-call | 07700 900533 | 24/7 |
| Facilities Engineering on-call | 07700 900422 | 24/7 |
| Infrastructure and Data Centre on-call | 07700 900644 | 24/7 |
| Pellbridge gatehouse | 01632 960200 | 24/7 |
| Kelmscar control room | 01632 960350 | 24/7 |
| Ostry Park security lodge | 01632 960470 | 24/7 |
| Tarnby reception | 01632 960580 | 06:30 to 22:00 |
People (desk phones)
| Name | Role | Number |
|---|---|---|
| Fiona Castellan | Head of Manufacturing IT | 01632 960101 |
| Priya Raghunathan | Lead, Manufacturing Systems | 01632 960141 |
| Tomasz Wilk | Deputy, Manufacturing Systems | 01632 960142 |
| Declan Moss | Lead, Equipment Automation | 01632 960151 |
| Aisha Farouk | Deputy, Equipment Automation | 01632 960152 |
| Gwen Idris | Lead, Facilities Engineering | 01632 960361 |
| Callum Reyes | Deputy, Facilities Engineering | 01632 960362 |
| Martin Okafor | Lead, Infrastructure and Data Centre | 01632 960471 |
| Hana Kowalczyk | Lead, Yield and Data Engineering | 01632 960581 |
| Noel Brannigan | EHS manager | 01632 960205 |
Supplier numbers are on each supplier profile. Sunniva Berg and Ravi Menon have moved desks, and their new extensions will be added at the next quarterly check.
""")

# 045
page("Service catalogue: manufacturing IT support targets", """
These targets apply to incidents raised with the manufacturing IT service desk for FabTrack, RecipeVault, ToolLink, Skyrail, SentinelSPC and YieldLens. Facilities systems (Halo, GasWatch, AquaPure) follow the Facilities Engineering targets instead.
| Priority | Example | Response | Resolution |
|---|---|---|---|
| P1 | FabTrack down; Skyrail stopped across a whole bay | 15 minutes | 4 hours |
| P2 | One tool family cannot talk to ToolLink | 30 minutes | 8 hours |
| P3 | A YieldLens report is wrong | 4 working hours | 5 working days |
| P4 | Request for a new report or user account | 1 working day | 20 working days |
Response means a named engineer has picked up the ticket and contacted the person who raised it. Resolution means service is restored, possibly with a workaround; the underlying problem may stay open.
Exceptions to the table
- Out of hours (19:00 to 07:00 on weekdays, and all weekend) only P1 and P2 are worked. P3 and P4 tickets raised out of hours are picked up by 09:30 on the next working day, and their clock starts then.
- P2 resolution at weekends is 12 hours rather than 8, because the on-call engineer works alone.
- YieldLens cannot have a P1; the highest priority it can be given is P2.
How to raise a ticket
- Phone: 01632 960100 during service desk hours, or the duty manager on 07700 900150 out of hours
- Portal: the service desk portal, category Manufacturing IT
Measuring
Targets are reported monthly to the steering group. In the 2024/25 year, 96% of P1 responses and 91% of P1 resolutions were within target. Supplier response times are set separately in each contract and are not covered here.
""")

assert len(P) == 45, len(P)
here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "corpus.jsonl"), "w", encoding="utf-8") as f:
    for i, (t, x) in enumerate(P, 1):
        f.write(json.dumps({"id": "FAB-doc-%03d" % i, "title": t, "text": x}, ensure_ascii=False) + "\n")
print("wrote", len(P))
