# Page texts for the invented Wealdmoor Constabulary ICT wiki (constabulary-dev).
# Imported by build.py. Standard library only.

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# 001
page("Glossary: Nicknames, former names and legacy codes", '''
This glossary collects the nicknames, retired product names and asset-register codes that still turn up in tickets, minutes and post-incident reviews. If a term you meet is missing, add it here rather than explaining it in a ticket comment that nobody will find again.
| Term | Kind | Means | Notes |
|---|---|---|---|
| the Board | nickname | Beacon CAD | control room slang, from the old wall display |
| DISPATCH-7 | former name | Beacon CAD | the vendor renamed the product in 2021 |
| WCAD01 | legacy code | Beacon CAD | still used in the asset register |
| CRIMSON | former name | Ledger RMS | retired at the 2019 migration |
| the Ledger | nickname | Ledger RMS | |
| the Switch | nickname | Harbourline ICCS | |
| ICC-4 | legacy code | Harbourline ICCS | fourth-generation control system |
| TRACKER2 | former name | Waymark AVL | replaced in the 2020 refresh |
| the Dots | nickname | Waymark AVL | from the map icons |
| the Front Door | nickname | Gatehouse | single sign-on |
| IDM-1 | legacy code | Gatehouse | |
| MDT Lite | former name | Pocketbook | renamed with version 4 |
| the Bunker | nickname | Mereford Data Centre | |
| the Annexe | nickname | Kestle Vale Fallback Control Room | |
| Old Mill | nickname | Ashbourne Road Radio Workshop | the building was a corn mill |
Two terms are deliberately left out of the table because they are ambiguous. "The Cellar" usually means Vaultline, but some long-serving staff use it for the paper records store at Harrowden Park, so check the context before you act on it. "Lantern" was the name of the 2022 backup migration project and is not a system at all.
Maintained by: Service Desk knowledge team
Last reviewed: January 2025
''')

# 002
page("System page: Beacon CAD", '''
Beacon CAD is the computer-aided dispatch system that call handlers and dispatchers use to create incidents, assign resources and record results. In the control room it is almost always called "the Board".
System: Beacon CAD
Former name: DISPATCH-7 (renamed by the vendor in 2021)
Asset code: WCAD01
Owning team: Control Room Systems
Supplier: Halberd Dispatch Systems Ltd (not Halbard Telematics, which supplies Waymark AVL)
Current version: 9.4 (upgraded from 9.2 under CHG-2024-118)
Primary hosting: Mereford Data Centre
Fallback instance: Kestle Vale Fallback Control Room
RTO: 30 minutes
RPO: 5 minutes
Peak concurrent users: about 140
Interfaces
- Harbourline ICCS passes caller line identity and call data into new incidents.
- Waymark AVL feeds unit positions every few seconds, so the nearest available unit can be suggested.
- Ledger RMS receives closed incidents in a nightly batch at 01:30.
Failover to Kestle Vale is covered by RUN-014. The decision to invoke it sits with the control room duty inspector, not with ICT. Note that the RTO above is for the whole service; the fallback instance itself usually comes up sooner, and the last test, in February 2025, had it taking calls in 19 minutes.
The service was last unavailable for a significant period during INC-2024-031, when the room worked on paper rather than fail over. Licensing is per concurrent user, and the licence count is reviewed each spring with the supplier.
''')

# 003 (prose)
page("System page: Ledger RMS", '''
Ledger RMS holds the force's crime reports, intelligence logs, custody records and case files, and for most officers it is the system they open first each shift. It replaced CRIMSON in a migration completed in November 2019, and although the old name is long gone from the screens, a few report templates still print it in the footer. Staff generally call it "the Ledger".
The product is supplied and supported by Corvane Software plc, which should not be confused with Corvaine Identity Ltd, the company behind the Gatehouse sign-on service. Day-to-day ownership lies with the Business Applications team, who manage configuration, user roles and the release calendar; the Infrastructure and Hosting team look after the servers it runs on at Mereford Data Centre.
Ledger RMS has a recovery time objective of 4 hours and a recovery point objective of 15 minutes. Those targets were agreed at the 2023 business impact assessment and are deliberately looser than those for Beacon CAD, which the control room cannot work without for long. In practice a dispatch outage is felt within seconds, whereas officers can keep writing up crimes on paper for a few hours if the Ledger is down.
There are around 2,300 named users. Closed incidents arrive from Beacon CAD every night at 01:30, and anything that fails the overnight interface is queued for the Business Applications team to look at the next morning. Backups are taken by Vaultline; the restore in February 2025 that overran so badly is written up in INC-2025-011.
''')

# 004
page("System page: Harbourline ICCS", '''
Harbourline is the integrated communications control system (ICCS) that sits in front of every call-handler and dispatcher position. It presents 999 and 101 calls, connects radio talkgroups and records everything. Most people in the control room call it "the Switch"; the asset register still knows it by its legacy code, ICC-4.
Owning team: Radio and Mobile Communications
Supplier: Tollgate Communications Ltd
Positions: 46 at Castlebrook Force Control Centre, 18 at Kestle Vale
Recording: all positions, retained for seven years
RTO: 15 minutes
RPO (call logs only): 10 minutes
Runbook: RUN-022 (call routing faults)
Contract reference: see the Tollgate supplier profile
A few points that catch people out:
- The Kestle Vale positions are live all the time, so if Castlebrook routing fails, calls overflow there automatically. That is what happened in INC-2024-047.
- Control Room Systems give first-line support on the floor during the day, but they do not own the platform; changes go through Radio and Mobile Communications.
- The recording module reaches end of life in 2026. What to do about it is on the agenda of the Control Room Resilience Forum.
- Passing caller details to Beacon CAD is a Harbourline function. If caller details are missing from new incidents, start here and not with the CAD team.
- There is no RPO for live calls: a call in progress when the platform fails is lost and the caller has to ring back or be called back.
''')

# 005
page("System page: Waymark AVL", '''
Waymark AVL (automatic vehicle location) shows where every fitted vehicle is and feeds those positions into Beacon CAD. It was called TRACKER2 until the 2020 refresh, and on the control room floor it is "the Dots".
Supplier: Halbard Telematics Ltd
Owning team: Radio and Mobile Communications
Vehicles fitted: 412
Position retention: 90 days unless tagged to an incident
Fleet breakdown and position update interval, as shown by the reporting tool:
| Fleet group | Vehicles fitted | Update interval |
| Response cars | 188 | 5 seconds |
| Roads policing | 64 | 5 seconds |
| Neighbourhood | 121 | 15 seconds |
| Specialist and other | 39 | 30 seconds |
The table is out of date for one group. Dog units, which sit under "Specialist and other", have reported every 5 seconds since CHG-2025-009 went live in February 2025; the reporting tool was never updated to show it. All other specialist vehicles (firearms support, public order carriers, the two command vehicles) still report every 30 seconds.
Positions older than 90 days are deleted automatically unless an officer or analyst has tagged them to an incident, in which case they follow the incident's retention.
In January 2025 the service stopped updating for just over two hours because a certificate expired; see INC-2025-004. Since then the Radio and Mobile Communications team has watched certificate expiry dates through a monitoring check added under the same change that moved the dog units.
''')

# 006 (prose)
page("System page: Gatehouse identity service", '''
Gatehouse is the force's directory and single sign-on service, and almost every other system on this wiki depends on it. When you log in to a workstation, to Pocketbook on a handset or to Ledger RMS, it is Gatehouse that checks who you are. Because of that, people call it "the Front Door". In the asset register and in some older tickets it still appears under its legacy code, IDM-1.
The platform is supplied by Corvaine Identity Ltd. Corvaine is a separate company from Corvane Software, despite the name, and the two have different support lines and contract managers. Gatehouse is owned by the Information Security team, who set its policies; the servers themselves sit at Mereford Data Centre with a second node at Harrowden Park, and they are patched by Infrastructure and Hosting.
There are roughly 3,900 active accounts. A standard account locks after 5 failed attempts and unlocks itself after 30 minutes, or sooner if the Service Desk resets it. The threshold was lowered to that figure on 3 December 2024 by CHG-2024-152, following the credential-stuffing attack reviewed in INC-2024-062; the previous setting is recorded on the change page.
Mass lockouts are handled with RUN-031. Privileged and break-glass accounts are governed by the Privileged Access Policy and not by the general settings described above, so do not quote the standard threshold to an administrator. Gatehouse has a recovery time objective of 1 hour. No separate recovery point objective has been set, since directory changes replicate between the two nodes within seconds.
''')

# 007
page("System page: Vaultline backup", '''
Vaultline is the backup and restore platform for every server-based system the force runs. You will hear it called "the Cellar", because until the 2022 migration (Project Lantern) the backup appliances lived in the basement at Harrowden Park.
Key facts
- Owned and operated by the Infrastructure and Hosting team.
- Supplied by Pellworth Data Services, which also provides off-site tape vaulting.
- Primary appliances at Mereford Data Centre; an immutable copy is kept at Kestle Vale.
- Backup window: 22:00 to 04:00 every night.
Retention
- Daily backups are kept for 35 days.
- Weekly backups are kept for 13 weeks (8 weeks before November 2024).
- Monthly backups are kept for 7 years, but only for evidential systems: Ledger RMS, Beacon CAD and the Digital Forensics team's evidence store.
- Every other system keeps monthly copies for 12 months.
Restores
Restore requests go through the Service Desk and are carried out under RUN-037. The Pellworth contract gives a standard restore target and an urgent one; both are on the supplier profile, and most systems only qualify for the standard target. Anything involving evidential data needs Information Security sign-off before it is restored to a different location.
Known issues
The February 2025 restore of Ledger RMS took far longer than it should have; see INC-2025-011. Until the catalogue fix is applied, large restores should be started early and the requester warned that the contract target is unlikely to be met.
''')

# 008 (prose)
page("System page: Pocketbook mobile data", '''
Pocketbook is the mobile data application that officers carry on their force handsets. It lets them search Ledger RMS, view and update their Beacon CAD incidents, complete stop and search records and take witness statements at the roadside. Until version 4 it was called MDT Lite, a name that dates from when it ran on vehicle-mounted terminals rather than phones, and you will still see MDT Lite on some training slides.
The app is built and supported by Brackenfield Mobile Ltd. There is no supplier profile for Brackenfield on this wiki, because their work is bought as call-offs under the Corvane Software framework, so contract questions should go to the Business Applications team, who own Pocketbook. Sign-in uses Gatehouse, which means a locked Gatehouse account is also a locked handset.
Pocketbook runs on 1,650 handsets. The live version is 5.2. Version 5.3, which adds offline statement drafts, was due in November 2024, but the rollout was deferred by the Change Advisory Board and is now expected in the spring.
Older handsets with a physical keyboard are nicknamed "the Brick". The last forty of these are due to be replaced by the end of 2025, and they cannot run anything later than version 5.2 in any case. If an officer reports that Pocketbook is slow, check whether they are on a Brick before logging a fault. Handset hardware faults are repaired by Radio and Mobile Communications at Ashbourne Road, not by the app team.
''')

# 009
page("Team page: Control Room Systems", '''
Team: Control Room Systems
Lead: Priya Ramaswamy
Deputy: Owen Tallis
Base: Castlebrook Force Control Centre
Headcount: 9 (including two apprentices)
On-call: weekly rota, phone 07700 900210
What we do
The team looks after Beacon CAD end to end: configuration, upgrades with Halberd, the Kestle Vale fallback instance and the failover tests, which currently run twice a year. During the day we also give first-line support on the control room floor for Harbourline ICCS and Waymark AVL, but both of those belong to Radio and Mobile Communications and anything beyond a quick fix goes to them.
History
Priya took over as lead from Martin Greer in June 2023, when Martin moved to the national programme. Owen has been deputy since the team was formed in 2018 and acts as lead whenever Priya is away. Amara Nwosu joined as an engineer in 2024 and now shares the on-call rota with Priya and Owen.
How to reach us
In hours, raise a Service Desk ticket and assign it to CRS. For anything affecting live call handling, ring the team directly using the numbers in the contact directory or, out of hours, ask the control room to page the on-call engineer. Please don't email individual team members about faults, because nobody on shift is watching their inbox.
We sit on the first floor at Castlebrook, next to the equipment room. Visitors need a pass from the security desk and should expect to be escorted.
''')

# 010 (prose)
page("Team page: Infrastructure and Hosting", '''
The Infrastructure and Hosting team is headed by Gareth Brindley, who joined from the county council's shared service in 2020. His deputy is Sunita Okafor, who also chairs the Change Advisory Board. The team is based at Mereford Data Centre and has a headcount of 14, plus three contractors on the network refresh who are not counted in that figure and are not on the rota.
Between them they run the servers, storage, networks and data centre facilities that everything else depends on. They own and operate Vaultline, the backup platform, and they patch and host the servers behind Beacon CAD, Ledger RMS and Gatehouse, even though those systems are owned by other teams. When people ask who owns the server, the answer is usually this team; when they ask who owns the system, it usually is not.
Infrastructure and Hosting run a weekly on-call rota, with handover on Monday mornings. Out of hours they are also the team paged for Gatehouse lockout storms, because Information Security does not run a rota of its own. If you need them urgently, the on-call phone is in the contact directory; for anything else raise a ticket with the Service Desk and it will be routed to the right engineer.
Gareth asks that restore requests always come through the Service Desk rather than directly to engineers, so that evidential restores get the Information Security sign-off they need before anything is copied elsewhere. He also asks that nobody books supplier visits to Mereford without telling the site manager first.
''')

# 011
page("Team page: Radio and Mobile Communications", '''
Team name: Radio and Mobile Communications
Lead: Declan Furlong
Deputy: Hannah Vosper
Base: Ashbourne Road Radio Workshop
Headcount: 11
On-call rota: weekly, phone 07700 900230
Systems we own
- Harbourline ICCS, including the call recording module
- Waymark AVL and the in-vehicle units
- Radio handsets, vehicle radios and chargers (about 1,900 devices)
Things we support but don't own
- Pocketbook handsets: we repair the hardware, but the app belongs to Business Applications.
- First-line ICCS support on the Castlebrook floor, which Control Room Systems give during the day on our behalf.
Declan has led the team since it was formed in 2021 by merging the old Radio Unit with the Fleet Telematics section. Hannah runs the workshop day to day and is the first person to ask about handset repairs. Kezia Blunt is the senior technician and shares the on-call rota with Declan and Hannah.
Working with suppliers
We hold the relationships with Tollgate Communications (for the Switch) and Halbard Telematics (for AVL). Please don't contact either supplier directly; log a ticket and we'll raise it, because both contracts count supplier call-outs against an annual allowance and unplanned visits use it up quickly.
Vehicle fitting is booked through the workshop, which has two bays and can turn round about six vehicles a week.
''')

# 012
page("Team page: ICT Service Desk", '''
Lead: Marcia Eddowes
Deputy: Tomasz Wilk
Base: Harrowden Park Headquarters
Phone: 01632 960100
Opening hours: Monday to Friday 07:00-20:00; Saturday and Sunday 08:00-16:00
The Service Desk is the single front door (no relation to Gatehouse's nickname) for all ICT requests and faults. Outside the hours above, calls to the desk number are diverted to the Castlebrook control room, who page the relevant on-call engineer under the Out-of-Hours Escalation Policy.
Priority targets
| Priority | Example | Response | Resolution |
|---|---|---|---|
| P1 | Beacon CAD or Harbourline ICCS unavailable | 15 minutes | 4 hours |
| P2 | Service degraded for a whole team | 30 minutes | 8 hours |
| P3 | Single user cannot work | 4 hours | 3 working days |
| P4 | Request or minor fault | 1 working day | 10 working days |
Response means a named analyst has picked the ticket up and contacted the caller; it does not mean the resolving team has started work. Resolution clocks stop while a ticket is waiting on a supplier, except for P1, where the clock runs continuously.
The desk has 16 analysts across two shifts. Marcia took over the lead role from Tomasz in 2022, when he asked to move to the deputy post, and between them they cover every weekday. The weekend shift is run by a senior analyst.
''')

# 013 (prose)
page("Team page: Information Security", '''
Information Security is a small team based at Harrowden Park Headquarters. It is led by Aileen Strachan, who reports directly to the Director of ICT and Control Room, Helena Marchbank. Ravi Menon became deputy in September 2024; before that the post was held by Joanna Pike, who has since moved to the regional cyber unit and should no longer be contacted about force matters.
The team owns Gatehouse, the force's identity and sign-on service, and writes the security policies on this wiki, the most important of which is the Privileged Access Policy. It also runs vulnerability scanning, investigates suspected misuse of systems and signs off any restore of evidential data to a new location.
With a headcount of five, the team does not run an out-of-hours rota. During the working day (08:00 to 18:00, Monday to Friday) it can be reached on its desk line; outside those hours, security incidents are paged to the Infrastructure and Hosting on-call, who will wake Aileen or Ravi if the situation needs a security decision. That arrangement is written into RUN-031 and into the Out-of-Hours Escalation Policy.
After the lockout storm in October 2024 the team recommended the lower lockout threshold that went live that December. Aileen also chairs the access review, at which every privileged account is checked against a named owner, and Ravi looks after supplier remote access requests.
''')

# 014
page("Team page: Business Applications", '''
Team: Business Applications
Lead: Colin Ashdown
Deputy: Fern Mallory
Base: Kestle Vale Fallback Control Room (second-floor offices)
Headcount: 12
Owned systems: Ledger RMS, Pocketbook, plus the smaller case-file and firearms-licensing applications
We are the team that decides how the force's records and mobile applications behave: user roles, forms, workflows, the release calendar and change requests to Corvane Software and Brackenfield Mobile. We do not run servers (Infrastructure and Hosting do that) and we do not own the handsets.
Releases
- Ledger RMS releases go out on the second Wednesday of each month, after 19:00.
- Pocketbook releases follow the Change Advisory Board calendar.
- Emergency fixes need CAB emergency approval and a named tester from the team.
Who to ask
- Colin for priorities, budgets and anything contractual.
- Fern for release dates and user access problems.
- The team mailbox for everything else; it is monitored 08:00 to 17:00 on weekdays.
The team moved to Kestle Vale from Harrowden Park in 2023 to free space at headquarters. We share the building with the fallback control room, so please don't book meetings in the ops room there, as it has to stay clear for failover tests. We have no on-call rota; out-of-hours Ledger RMS faults go to the Infrastructure and Hosting on-call, who can reach Colin or Fern by phone if a business decision is needed.
''')

# 015
page("Supplier profile: Halberd Dispatch Systems Ltd", '''
Supplier: Halberd Dispatch Systems Ltd
Supplies: Beacon CAD (licences, support and upgrades)
Contract reference: WC-CON-2291
Contract start: 1 April 2022
Contract end: 31 March 2027
Annual value: £412,000
Account manager: Imogen Stroud (from 1 July 2024)
Previous account manager: Barnaby Kell (until 30 June 2024)
Support line (24/7): 01632 960771
Severity 1 support: response within 30 minutes, resolution target 6 hours
Relationship owner: Control Room Systems
Notes
Halberd is a specialist dispatch vendor with a small UK team, so the same few engineers tend to turn up to every incident. Watch the spelling: Halbard Telematics, which supplies Waymark AVL, is an unrelated company, and invoices have been misrouted between the two at least twice.
Barnaby ran the account through the 9.2 rollout and the first half of 2024. He has moved to Halberd's product team and asks not to be contacted about service issues; Imogen picked up all open actions at the handover. Quarterly service reviews are held at Castlebrook and chaired by Priya Ramaswamy.
The contract has no break clause before the end date. Any renewal decision needs to reach the ICT Steering Group at least 12 months before expiry, which in practice means by the spring of 2026. Pricing is per concurrent user licence, but the schedule itself is held by Procurement and is not reproduced here.
''')

# 016 (prose)
page("Supplier profile: Halbard Telematics Ltd", '''
Halbard Telematics Ltd supplies Waymark AVL, the vehicle location service, together with the in-vehicle tracking units and their data connections. It is a mid-sized telematics firm whose main business is commercial fleets, and the force is one of only three police customers. Please check the spelling before raising anything, because Halberd Dispatch Systems, with an e, is the CAD vendor and has nothing to do with AVL.
The account manager is Rhys Pendle, who took over from Leonie Farr on 1 September 2023. Leonie still appears as the contact on some older purchase orders, and those should be redirected to Rhys. Halbard's support desk is on 01632 960772, staffed from 07:00 to 22:00, with an on-call engineer outside those hours for faults affecting the whole fleet. Priority faults get a response within 1 hour and a fix by the next working day.
The contract is WC-CON-2310, worth £96,500 a year. As signed, it runs until 30 November 2025, with an option to extend for a further twelve months. Whether to use that option was left to the ICT Steering Group, given the certificate failure in January 2025 that left the control room without vehicle positions for more than two hours.
The relationship is held by the Radio and Mobile Communications team. Halbard's fitters need an escort at Ashbourne Road Radio Workshop and must be booked in through Hannah Vosper at least two working days ahead.
''')

# 017
page("Supplier profile: Corvane Software plc", '''
Corvane Software plc supplies Ledger RMS and is the framework supplier through which Brackenfield Mobile's Pocketbook work is bought. (Corvaine Identity, which supplies Gatehouse, is a different company.)
Contract reference: WC-CON-1987
Contract end: 30 June 2028
Annual value: £688,000 for Ledger RMS, plus call-off orders under the framework
Support line: 01632 960781
Support targets: Priority 1 response 30 minutes, restoration 4 hours
Relationship owner: Business Applications
Account team
| Role | Name | From | Until |
|---|---|---|---|
| Account manager | Natasha Greaves | 2 January 2024 | current |
| Account manager | Quentin Abbott | March 2019 | 1 January 2024 |
| Technical account manager | Dev Khanna | June 2021 | current |
| Service delivery lead | Orla Prentice | January 2024 | current |
Quentin managed the account through the CRIMSON migration and is remembered fondly for it, but he has left Corvane altogether. Natasha runs the monthly service review with Colin Ashdown; Dev is the person to involve for anything touching interfaces, including the nightly feed from Beacon CAD.
The framework element matters. Pocketbook changes are ordered as call-offs against this contract, which is why Brackenfield does not have its own contract reference or supplier profile on this wiki. Call-offs above £25,000 need sign-off from the ICT Steering Group.
''')

# 018
page("Supplier profile: Corvaine Identity Ltd", '''
Supplier: Corvaine Identity Ltd
Product: Gatehouse (directory, single sign-on and multi-factor authentication)
Contract reference: WC-CON-2405
Contract end: 31 January 2026
Relationship owner: Information Security
Account management
- Tobias Ellery has been account manager since 20 May 2024.
- Marguerite Dunn held the account until the handover on 19 May 2024, and led the original Gatehouse implementation.
- Escalations above Tobias go to Corvaine's head of public sector, Sunil Varma.
Support
- Support line: 01632 960782 (24 hours for P1, otherwise 08:00 to 18:00 on weekdays)
- P1 response within 1 hour; resolution target 8 hours.
- P2 response within 4 hours; resolution target 3 working days.
Renewal
The contract ends on 31 January 2026 and Information Security have started market testing. Corvaine has offered a two-year extension at a 6% uplift, but no decision has been recorded yet.
Note that the similarly named Corvane Software plc supplies Ledger RMS, not Gatehouse. The two firms are unrelated, although they share a business park, and post addressed to one regularly arrives at the other.
Lockout problems, including INC-2024-062, were raised with Tobias after the handover and are tracked in the monthly service report, which Information Security circulate to the Service Desk lead.
''')

# 019 (prose)
page("Supplier profile: Tollgate Communications Ltd", '''
Tollgate Communications Ltd supplies and maintains Harbourline ICCS, the control system that presents 999 and 101 calls to call handlers. It has held the work since the platform was installed at Castlebrook in 2016, and the current agreement, reference WC-CON-2178, was signed in November 2021 and ends on 31 October 2026.
Yusuf Qadri is Tollgate's account manager for Wealdmoor. He took the account over from Penelope Hart in June 2023 and runs a service review with the Radio and Mobile Communications team every two months, alternating between Ashbourne Road and Castlebrook. Penelope now looks after Tollgate's ambulance customers, and her name should be removed from any distribution lists where it still appears.
Support is the strongest part of the contract. Tollgate's 24/7 fault line is 01632 960845. A severity 1 fault, meaning loss of 999 call presentation at either site, must be answered within 15 minutes and service restored within 2 hours, while a severity 2 fault must be answered within 1 hour. Both clocks run from the moment the fault is logged with Tollgate rather than from when it started, which is why RUN-022 tells engineers to ring the fault line before they begin diagnosis.
The annual value is £254,000 and includes call recording. The recording module reaches end of life in 2026, so any replacement will have to be bought either as a change to this contract or as part of whatever follows it.
''')

# 020
page("Supplier profile: Pellworth Data Services", '''
Supplier: Pellworth Data Services
Supplies: Vaultline backup software and appliances; off-site tape vaulting
Contract reference: WC-CON-2450
Contract end: 31 December 2029
Account manager: Ciaran Doyle (since 7 October 2024)
Former account manager: Abigail Sefton
Support line: 01632 960860
Relationship owner: Infrastructure and Hosting
Restore targets in the contract
| Restore type | Target | Applies to |
| Standard restore | 4 hours | any single server or database |
| Urgent restore | 1 hour | Beacon CAD, Harbourline ICCS call logs and Gatehouse only |
| Tape recall | 24 hours | archives older than 35 days |
Targets are measured from Pellworth's acknowledgement of the request to the point where the data is available for the owning team to check. They are targets, not guarantees: the service credit only applies if three or more restores in a quarter miss them.
Abigail Sefton managed the account from the 2022 Project Lantern migration until the handover and still joins the quarterly technical call in an advisory role. Ciaran is the contact for everything commercial and for escalations. Pellworth's engineers work remotely as a rule; the two annual appliance health checks at Mereford are the only planned site visits, and they are booked through the Mereford site manager.
Ledger RMS is not on the urgent list, which became a point of contention after the slow restore in February 2025.
''')

# 021 (prose)
page("Site profile: Harrowden Park Headquarters", '''
Harrowden Park is the force headquarters, a 1970s office campus on the northern edge of Wealdmoor town with a glass wing added in 2014. Within the directorate it houses the ICT Service Desk and the Information Security team, along with the Director of ICT and Control Room and her staff. It is not an operational site. No calls are taken here, and nothing critical depends on the building apart from the second Gatehouse node in the ground-floor comms room.
Because it is a large public building with several occupiers, Harrowden Park is inspected by the Southern Counties Fire Inspectorate, which last visited in September 2024 and raised two minor actions about fire doors in the old wing. Those actions belong to Estates, not ICT, and the site has no ICT-specific regulator of its own.
The basement once held the backup appliances that gave Vaultline its nickname. The space is now the paper records store, which is why some older colleagues still talk about the Cellar when they mean archive boxes. The comms room has a UPS rated for 45 minutes and no generator, so a long power cut would take the local Gatehouse node offline but leave the Mereford node serving sign-ins.
Parking is limited. Supplier visitors should be booked in with reception at least a day ahead and will need an escort beyond the atrium.
''')

# 022
page("Site profile: Castlebrook Force Control Centre", '''
Site: Castlebrook Force Control Centre
Known as: Castlebrook, or simply "Control"
Role: primary 999 and 101 call handling and dispatch
Opened: 2016 (refurbished 2022)
Site manager: Leanne Cotter
ICT team based here: Control Room Systems
Call-handling positions: 46
Inspecting body: Emergency Call Handling Standards Board (ECHSB)
Last ECHSB audit: October 2024, rated good, with one recommendation on fallback testing
Power: UPS rated for 20 minutes; generator with 72 hours of fuel on site
Duty inspector line: 01632 960300
Access
- Control room floor: operational staff and escorted visitors only.
- Equipment room: Control Room Systems and Radio and Mobile Communications engineers, signed in at the security desk.
- Supplier engineers from Halberd and Tollgate must be escorted at all times.
Notes
The ECHSB recommendation asked the force to show that it can move call handling to Kestle Vale more often than twice a year. It was picked up by the Control Room Resilience Forum in March 2025.
Castlebrook runs around the clock, every day of the year. Planned ICT work on the floor must be agreed with the duty inspector at least 48 hours in advance, and nothing is scheduled between 16:00 and 02:00 on Fridays and Saturdays, the busiest periods of the week. The ECHSB audit report itself is held by the control room superintendent and is not published on this wiki.
''')

# 023
page("Site profile: Mereford Data Centre", '''
Mereford Data Centre is the force's main hosting site, a purpose-built single-storey building on the Mereford business park. Staff have called it "the Bunker" since it opened in 2019, mostly because it has no windows.
Site manager: Paul Everitt
Base for: Infrastructure and Hosting team
Regulator: Data Hosting Assurance Council (DHAC), which certifies police hosting sites against its tier standard
Current certification: DHAC Tier 3
Last inspected: 11 June 2024
Data halls
| Hall | Racks | Main occupants | Power feed |
|---|---|---|---|
| Hall A | 24 | Beacon CAD, Harbourline ICCS servers, Gatehouse | A and B feeds |
| Hall B | 18 | Ledger RMS, Pocketbook back end, file and print | A and B feeds |
| Hall C | 10 | Vaultline appliances, network core | A feed plus generator |
| Hall D | 6 | empty, reserved for the 2026 expansion | not energised |
Resilience
Two utility feeds from different substations, two 1 MW generators with 48 hours of fuel, and N+1 cooling in every hall. Hall C is the exception to the dual-feed design and is on the remediation list for 2025.
Access
All visitors sign in with the site manager's team. Supplier engineers need a booking made at least 24 hours ahead, and same-day access is only granted for P1 incidents. Paul Everitt also holds the keys to the generator compound and must be told before any fuel delivery.
''')

# 024 (prose)
page("Site profile: Kestle Vale Fallback Control Room", '''
Kestle Vale is the force's fallback control room, a converted divisional headquarters about eleven miles from Castlebrook. It is usually called "the Annexe" on the control room floor, a name that predates the conversion. The building has 18 call-handling positions on the ground floor, kept live at all times so that 999 calls can overflow to them automatically, and a small dispatch suite that is staffed only during failover tests and real invocations.
The fallback instance of Beacon CAD runs here, as does the immutable copy of the Vaultline backups. The second floor is office space and has been the base of the Business Applications team since 2023, which means there are ICT staff on site during the working day even when the control room itself is quiet.
As a designated resilience site, Kestle Vale is inspected by the Regional Resilience Inspectorate rather than by the call-handling standards board that covers Castlebrook. The Inspectorate visits every eighteen months and looks mainly at whether the site could take over within the force's stated recovery times. Its last visit, in November 2023, found the building sound but questioned how often full failover is rehearsed.
Power is backed by a UPS rated for 30 minutes and a generator with 24 hours of fuel. Site matters are handled by the Castlebrook site manager, Leanne Cotter, who visits weekly, and there is no separate site manager at Kestle Vale.
''')

# 025
page("Site profile: Ashbourne Road Radio Workshop", '''
Ashbourne Road Radio Workshop
- Nickname: the Old Mill (the workshop occupies a converted nineteenth-century corn mill)
- Home of the Radio and Mobile Communications team
- Functions: radio and handset repair, vehicle fitting for Waymark AVL units, spares store, radio test bench
- Vehicle bays: 2
- Regulator: Radio Spectrum Compliance Office (RSCO), which licenses the test transmitter and inspects the shielded test room
- Licence reference: RSCO/TX/4471
- Last RSCO inspection: 4 March 2024, no findings
- Site contact: Hannah Vosper
Why the regulator matters
The test room lets engineers key up handsets and vehicle radios without interfering with live channels. If the shielding fails inspection, the licence is suspended and all radio repairs have to go back to the manufacturer, which takes about three weeks per device. For that reason the team checks the room itself every month and keeps the results for RSCO in the blue folder by the door.
Access
The workshop is open 07:30 to 16:30 on weekdays. Officers dropping off handsets should use the hatch at the side entrance rather than the main door. Contractors and supplier engineers, including Halbard Telematics fitters, must be booked in through Hannah and escorted on site.
Flooding
The mill race under the building floods roughly once a winter. Stock is kept off the floor, and when a flood warning is issued the spares store is moved to Kestle Vale until the warning is lifted.
''')

# 026 (prose)
page("Post-incident review INC-2024-031: the Board goes dark", '''
INC-2024-031 began at 21:12 on Tuesday 14 May 2024, when call handlers at Castlebrook found that the Board had stopped accepting new incidents. Existing incidents could still be viewed, but nothing could be created or updated. The duty inspector declared a major incident at 21:20 and the room moved to paper logs and radio dispatch.
The cause was mundane. The database transaction log volume on the primary server at Mereford had filled up, because a housekeeping job disabled during an earlier patch had never been switched back on. Once Control Room Systems engineers had cleared space and restarted the application service, the Board came back at 21:59, so the control room was without it for 47 minutes in total. The decision not to fail over to Kestle Vale was deliberate: the fault was expected to be fixed within the recovery time objective, and a failover would itself have taken about twenty minutes.
Back-entering the paper logs took much longer. The last of the 63 incidents created on paper was reconciled just after 01:00, roughly three hours after service returned, and two were initially double-counted in the morning performance figures.
The supplier's account manager at the time arranged for an engineer to join the bridge within half an hour, which the review panel noted with thanks. Actions, all owned by Owen Tallis, were to re-enable and monitor the housekeeping job, add a log-volume alert and write a paper-to-system reconciliation checklist. A similar but shorter freeze in February, logged as INC-2024-019, had never been reviewed, and the panel asked that minor freezes be reviewed in future.
''')

# 027
page("Post-incident review INC-2024-047: 999 calls overflow to Kestle Vale", '''
Incident: INC-2024-047
Date: Fri 2 Aug 2024
Severity: 1
System: Harbourline ICCS
Duration: 22 minutes (16:41 to 17:03)
Review chair: Chief Inspector Rosalind Achebe
Summary
At 16:41 a routing table update pushed by Tollgate as part of routine maintenance removed the Castlebrook 999 queue from the primary routing plan. Calls did not fail. They overflowed, as designed, to the live positions at Kestle Vale, which were staffed by only four call handlers at the time. Average answer time for 999 calls rose to 38 seconds during the incident, against a normal figure of around 7 seconds.
Timeline
- 16:41 routing update applied by the supplier.
- 16:49 Kestle Vale supervisor reports unusual 999 volume.
- 16:55 RUN-022 invoked and the Tollgate fault line called.
- 17:03 previous routing plan restored; calls return to Castlebrook.
Findings
- The supplier change had not been through the Change Advisory Board, because Tollgate classed it as maintenance.
- The overflow worked exactly as designed, but nobody had considered staffing at Kestle Vale on a Friday afternoon.
- The Kestle Vale supervisor noticed the problem from call volume alone; there was no alarm.
Actions
- All supplier routing changes to go through CAB, whatever the supplier calls them (owner: Change Manager).
- Kestle Vale supervisor to get a direct alarm when overflow passes 10 calls in 5 minutes.
- Control Room Resilience Forum to set minimum staffing at Kestle Vale for peak periods.
''')

# 028
page("Post-incident review INC-2024-062: lockout storm on the sign-in service", '''
Incident reference: INC-2024-062
Date: 27/10/2024 (Sunday)
Raised as: "IDM-1 mass lockout", by the Service Desk weekend shift
Review owner: Aileen Strachan
On the morning of Sunday 27 October a credential-stuffing attack from a range of overseas addresses tried known password lists against Gatehouse's external sign-in page. Because the lockout threshold was then set high, attackers had several guesses per account before anything locked, and the attack only became visible when genuine users started to be locked out.
| Time | Event |
|---|---|
| 06:10 | First unusual failed sign-ins logged |
| 08:05 | Service Desk opens, takes lockout calls and raises the ticket |
| 08:30 | RUN-031 invoked; Infrastructure and Hosting on-call paged |
| 09:05 | External sign-in page blocked for overseas addresses |
| 11:30 | Bulk unlock completed |
612 accounts were locked in total, out of roughly 3,900. No account is known to have been compromised, but 14 users had reused passwords that appeared in the attack lists and were made to change them.
Recommendations
- Lower the lockout threshold (taken forward as CHG-2024-152).
- Make the geographic block on the external sign-in page permanent.
- Ask the supplier to raise an alert when failed sign-ins exceed a set rate.
Nobody was watching for lockouts before the desk opened at 08:00, so two hours passed between the first failed sign-ins and the first ticket. Earlier detection depends on the alerting in the third recommendation, which had not been delivered when this review was last updated.
''')

# 029 (prose)
page("Post-incident review INC-2025-004: vehicle positions frozen", '''
On Saturday 18 January 2025, at 14:32, vehicle positions on the dispatch map stopped moving. Dispatchers noticed within minutes, because the nearest-unit suggestions in Beacon CAD began to pick cars that had long since driven away. Waymark AVL itself was running, but every in-vehicle unit had lost its connection to the central service.
The cause was an expired certificate on the supplier's message gateway. The certificate is owned and renewed by the supplier, not by the force, and the supplier's own expiry monitoring had been pointed at a decommissioned server. The Radio and Mobile Communications on-call engineer confirmed the fault at 14:50 and escalated to the supplier's support desk, whose engineer installed a new certificate at 16:25. Positions were flowing normally again by 16:42, two hours and ten minutes after they stopped.
During the outage dispatchers asked units for their locations over the radio. The review found no evidence that any emergency response missed its target as a result, although several were slower than usual on what turned into a busy Saturday evening.
Two actions came out of the review. The first, a certificate expiry check run by the force's own monitoring, was delivered as part of CHG-2025-009 in February. The second, a claim for a service credit under the contract, was referred to the supplier's account manager and then to the ICT Steering Group, which considered it alongside the contract extension later that month.
INC-2025-004 was the first severity 1 incident of the year, and the first involving vehicle location since the 2020 refresh.
''')

# 030
page("Post-incident review INC-2025-011: slow restore from the Cellar", '''
Summary
On Sunday 9 February 2025 an emergency fix to Ledger RMS, applied under a CAB emergency approval, corrupted the attachments table. The Business Applications team asked for the database to be restored to its state at 18:00 the previous evening. The restore was requested through the Service Desk and run under RUN-037 from Vaultline. It should have taken around four hours; it took just over nine.
Key facts
- Restore requested: 09:40
- Information Security sign-off (evidential data): 09:55
- Supplier engaged: 10:30, under the standard restore target
- Restore complete: 18:52
- Data lost: none beyond the rolled-back fix
What went wrong
- The backup catalogue for Ledger RMS had grown so large that indexing alone took three hours.
- The restore was first pointed at the Kestle Vale immutable copy, which is slower, and had to be restarted against the Mereford appliances at 12:15.
- Nobody told the control room that custody records would be read-only for most of the day.
What went well
- The faulty fix was spotted by a Business Applications tester within twenty minutes.
- Officers kept working on paper and in Pocketbook, which caches recently viewed records.
Actions
- Supplier to split the catalogue into smaller sets (owner: Infrastructure and Hosting).
- Add a read-only message template to the Service Desk major incident pack.
- Review whether Ledger RMS should qualify for the urgent restore target, and if so at what cost.
''')

# 031
page("Change record CHG-2024-118: Beacon CAD upgrade to 9.4", '''
Change: CHG-2024-118
Summary: Upgrade Beacon CAD from 9.2 to 9.4
System: Beacon CAD (WCAD01)
Requested by: Owen Tallis, Control Room Systems
Implemented by: Halberd Dispatch Systems engineers, with Control Room Systems
Risk: high
Approved: Change Advisory Board, 8 October 2024
Implementation window: 20/10/2024, 02:00 to 05:30
Backout plan: stay on the Kestle Vale instance (still on 9.2) and roll back the primary
Outcome: successful, closed 25 October 2024
Description
Version 9.4 fixes the map refresh fault that made unit icons jump, adds the new incident closure codes required by the national data standard and removes the dependency on the old reporting server. Version 9.2 went out of vendor support at the end of 2024, so the upgrade was also needed simply to stay supported.
Implementation notes
- The primary instance at Mereford was upgraded first. Kestle Vale followed a week later, on 27 October, after a clean week on the primary.
- Between those dates the two instances ran different versions. A failover in that week would have worked, but users would have lost the new closure codes.
- The upgrade took 3 hours 10 minutes against a planned 3 hours 30 minutes.
- Call handling was not affected; the control room worked on the fallback instance for the duration.
Post-change review
Owen's review, taken at CAB on 12 November, recorded one minor issue: two closure-code reports had to be rewritten.
''')

# 032
page("Change record CHG-2024-152: Gatehouse lockout threshold", '''
Change reference: CHG-2024-152
System: Gatehouse
Raised by: the INC-2024-062 review panel
Implemented by: Infrastructure and Hosting
Change type: normal
Approved at: Change Advisory Board, 12 November 2024
Effective: 3 December 2024, 07:00
What changed
- Failed attempts before lockout: from 10 failed attempts to 5 failed attempts.
- Lockout duration: unchanged at 30 minutes.
- Counter reset window: from 60 minutes to 15 minutes.
- Scope: all standard accounts. Privileged and break-glass accounts follow the Privileged Access Policy and were not touched.
Why
INC-2024-062 showed that ten guesses per account, with a counter that only reset after an hour, gave a credential-stuffing attack plenty of room before anyone noticed. Halving the threshold roughly halves the guesses available, and the shorter reset window limits how many genuine users are caught by their own typing mistakes.
Risks considered
- More lockouts from users mistyping after a password change. The Service Desk briefed staff in the fortnight before the change and added a self-service unlock link to the intranet.
- Service accounts with hard-coded passwords locking more often. Twelve such accounts were identified and moved to managed credentials beforehand.
Result
Lockout calls to the Service Desk rose by about a fifth in the first fortnight and then fell back to the previous level. No storm has occurred since the change went live, although the force has not seen another attack of the October scale to test it.
''')

# 033 (prose)
page("Change record CHG-2025-009: dog units and certificate monitoring on Waymark AVL", '''
CHG-2025-009 made two changes to Waymark AVL, bundled together because both needed the same supplier visit and the same short outage on the position feed. It was approved by the Change Advisory Board on 4 February 2025 and implemented on the morning of Monday 17 February, between 06:00 and 07:15, with Radio and Mobile Communications engineers working alongside a fitter from the supplier.
The first change moved the twelve dog unit vans from the 30-second reporting interval used for specialist vehicles to the 5-second interval used by response cars. Dog handlers had argued for this for some time, since they are often sent to pursuits and searches where a half-minute lag puts them in the wrong street. The extra data costs about £1,100 a year in mobile charges, which the team absorbed. The rest of the specialist fleet was left as it was.
The second change added a certificate expiry check to the force's own monitoring, so that the supplier's gateway certificate and the in-vehicle unit certificates are all checked daily and an alert is raised 30 days before any of them expires. This was the main action from INC-2025-004.
The change was completed without issue and closed on 24 February. One side effect was noticed afterwards. The reporting tool that shows fleet intervals was not updated, so it still lists all specialist vehicles at 30 seconds, and anyone answering questions from it should bear that in mind. A fix has been requested from the supplier but is low priority.
''')

# 034
page("Change Advisory Board minutes: 12 November 2024", '''
Chair: Sunita Okafor (Infrastructure and Hosting)
Minutes: Tomasz Wilk (Service Desk)
Present: Priya Ramaswamy, Fern Mallory, Ravi Menon, Hannah Vosper, Lewis Carden
Apologies: Declan Furlong, Gareth Brindley
1. Post-change review of CHG-2024-118
Owen Tallis's review was taken as read. The two rewritten closure-code reports were noted and the change was closed.
2. Decisions
| Item | Decision | Notes |
|---|---|---|
| CHG-2024-152 Gatehouse lockout threshold | Approved | effective 3 December; Service Desk to brief staff first |
| CHG-2024-149 Pocketbook 5.3 rollout | Deferred to January 2025 at the earliest | offline drafts failed testing on older handsets |
| CHG-2024-150 Vaultline weekly retention | Approved | from 8 to 13 weeks |
| CHG-2024-151 Harrowden Park comms room UPS batteries | Approved | out of hours; Estates to attend |
3. Supplier changes
Following INC-2024-047, the Board agreed that supplier routing changes to Harbourline ICCS will come to CAB in future, whatever the supplier calls them. Hannah Vosper will write to Tollgate to confirm this.
4. Any other business
Ravi Menon asked that Gatehouse changes always be scheduled for weekday mornings, so that Information Security staff are at work if something goes wrong. Agreed as a standing principle; the 3 December slot already complies.
Fern Mallory asked for a firm date for the Pocketbook release. The Board declined to set one until the handset issue is fixed and retested.
Next meeting: 26 November 2024, Harrowden Park and online.
''')

# 035 (prose)
page("ICT Steering Group minutes: 23 January 2025", '''
The ICT Steering Group met at Harrowden Park on 23 January 2025, chaired by Helena Marchbank, Director of ICT and Control Room. Present were the leads of all six directorate teams, or their deputies, together with a finance business partner and Superintendent Grace Olamide for the control room. These notes record the decisions; the full discussion is held in the papers pack.
The Group first took the post-incident review of INC-2025-004, the loss of vehicle positions the previous Saturday. After some debate about whether to re-tender, it agreed to exercise the twelve-month extension option on the Waymark AVL contract (WC-CON-2310), taking its end date to 30 November 2026. The reasoning was that a re-tender could not be completed safely before the original end date, and that the supplier had accepted a service credit for the January outage. A full market test will start in the autumn.
Next, the Group considered the Vaultline immutable copy. It agreed that the copy at Kestle Vale should be kept despite its slower restore speed, and that the restore path from the Mereford appliances should be written into RUN-037 as the default.
Third, Gareth Brindley presented the Mereford Hall D expansion. Funding was agreed in principle for the 2026 financial year, subject to a business case in June.
Finally, the Group asked Control Room Systems to own the failover test schedule for the Kestle Vale fallback and to bring a proposal on frequency to the Control Room Resilience Forum in March, noting the ECHSB recommendation from October.
The next meeting is on 24 April 2025.
''')

# 036
page("Control Room Resilience Forum minutes: 6 March 2025", '''
Chair: Chief Inspector Rosalind Achebe
Attending: Priya Ramaswamy, Owen Tallis, Kezia Blunt, Leanne Cotter, Helena Marchbank (item 2 only)
Minutes of the 5 December 2024 meeting were never circulated, owing to staff absence. Open actions from that meeting are carried forward below where the chair could recall them.
Item 1: failover test frequency
Following the ECHSB recommendation and the Steering Group's request, Control Room Systems proposed moving full failover tests to Kestle Vale from twice a year to quarterly. The Forum agreed. The first quarterly test is set for 15 May 2025, and tests will always start at 03:00 on a weekday.
Item 2: call recording
The Harbourline ICCS recording module reaches end of life in 2026. The Forum agreed to replace it rather than pay for extended support, and asked the team that owns the platform to lead an options paper for the June meeting, with input from the supplier.
Item 3: Kestle Vale staffing during overflow
In response to INC-2024-047, a minimum of six call handlers will be kept at Kestle Vale between 16:00 and 02:00 on Fridays and Saturdays.
Actions
| Action | Owner | Due |
| Quarterly test plan for 15 May | Owen Tallis | 10 April 2025 |
| Recording module options paper | ICCS platform owner | 5 June 2025 |
| Overflow staffing rota | Leanne Cotter | 1 April 2025 |
| Update fallback signage (carried forward) | Leanne Cotter | 31 March 2025 |
Next meeting: 5 June 2025 at Castlebrook.
''')

# 037
page("Policy: Privileged Access (version 4.1)", '''
Policy number: ISP-07
Version: 4.1 (current)
Effective from: 1 February 2025
Supersedes: version 3.2
Owner: Information Security
Approved by: Aileen Strachan, Head of Information Security
Review date: January 2026
1. Scope
This policy applies to every account with administrative rights on a force system, including Gatehouse administrator roles, Beacon CAD system manager accounts, database and server administrator accounts, and supplier accounts used for remote support.
2. Requirements
- Privileged passwords must be at least 16 characters long and must not be reused across systems.
- Multi-factor authentication is required for every privileged sign-in, including from force premises.
- Every privileged account must have a named owner and is reviewed quarterly at the central access review.
- Privileged accounts lock after 3 failed attempts and can only be unlocked by Information Security.
- Supplier remote-access accounts are disabled by default and are enabled for a single session on request through the Service Desk.
3. Break-glass accounts
Break-glass credentials are held in the digital credential vault managed by Information Security. Each use must be reported to Information Security within 24 hours, and the password is rotated after every use.
4. Exceptions
Exceptions need written approval from the Head of Information Security and are recorded in the exceptions register for no longer than six months. An exception cannot be renewed without a fresh risk assessment.
5. Breaches
Suspected breaches of this policy are reported to Information Security and may lead to removal of privileged rights while they are investigated.
''')

# 038 (prose)
page("Policy: Privileged Access (version 3.2, superseded)", '''
This is version 3.2 of the Privileged Access Policy (policy number ISP-07), kept here for reference because audit findings from 2023 and 2024 were measured against it. It was in force from 1 March 2022 until 31 January 2025 and has been replaced by version 4.1. Do not follow it for new work.
Under version 3.2, privileged passwords had to be at least 14 characters long and were changed every 90 days. Multi-factor authentication was only required for privileged sign-ins from outside force premises, so administrators working at Mereford or Harrowden Park could use a password alone. Privileged accounts were reviewed every six months rather than quarterly, and each system's owning team ran its own review rather than Information Security running one centrally.
Break-glass arrangements were also different. The break-glass credentials for Gatehouse and Beacon CAD were printed, sealed in envelopes and held in the safe of the Castlebrook duty inspector, who signed them out and logged who had opened them. The envelopes were replaced after use, but there was no rule on how quickly, and the 2024 internal audit found one envelope that had been opened and resealed by hand.
Supplier remote access was allowed through standing accounts, provided the supplier named the engineers who could use them. That was the arrangement used by Halberd, Tollgate and Corvane until the new version came in.
The main differences, then, are longer passwords, universal multi-factor authentication, a quarterly central review and a digital vault for break-glass credentials. Anyone unsure which version an old decision was made under should check its date against 1 February 2025.
''')

# 039 (prose)
page("Policy: Out-of-Hours Escalation", '''
This policy, currently at version 2.3, sets out how ICT faults are escalated when the Service Desk is closed. It applies on weekdays between 20:00 and 07:00 and at weekends outside the desk's 08:00 to 16:00 opening, as well as on bank holidays, which are treated as weekends throughout. During those hours the desk's phone line diverts to the Castlebrook control room, and the duty inspector's team takes the call.
For a P1 fault, the control room pages the on-call engineer of the team that owns the affected system, using the runbook for that system where one exists. On weekdays, if the engineer has not acknowledged the page within 15 minutes, the control room escalates to the Duty ICT Manager on 07700 900201. At weekends the wait is shorter, at 10 minutes, because the control room has fewer supervisors free to chase a silent pager. For a P2 fault out of hours there is no escalation to the Duty ICT Manager; the page is simply repeated every 30 minutes until someone acknowledges it. P3 and P4 faults wait for the desk to open.
Version 1.9 of this policy, which was replaced in September 2024, allowed 30 minutes before escalation at any time of the week and made no distinction for weekends. Some older runbooks still quote that figure and are being corrected as they come up for review.
Teams without an on-call rota of their own, currently Information Security and Business Applications, have their out-of-hours pages routed to another team's on-call, as set out in their runbooks. The Duty ICT Manager role rotates among the team leads and is not published on the wiki.
''')

# 040
page("Runbook RUN-014: Beacon CAD failover to Kestle Vale", '''
Runbook: RUN-014
System: Beacon CAD
Pages: Control Room Systems on-call (07700 900210)
Also inform: Infrastructure and Hosting on-call, for storage and network checks
Authority to invoke: control room duty inspector
Target: fallback instance taking calls within 30 minutes of the decision
Last tested: February 2025
When to use
Use this runbook when the primary Beacon CAD instance at Mereford is unavailable, or so degraded that incidents cannot be created, and the fault is not expected to be fixed within the RTO. If the engineers think they can fix it quickly, the duty inspector may choose to stay on paper instead, as happened in May 2024.
Steps
1. The duty inspector confirms the decision and announces the move to Kestle Vale on the control room talkgroup.
2. The on-call engineer stops the replication link from Mereford and promotes the Kestle Vale database.
3. The engineer starts the application service at Kestle Vale and checks the Waymark AVL and Harbourline ICCS interfaces.
4. Dispatchers log in at Kestle Vale positions; Castlebrook call handlers can stay where they are and work against the fallback.
5. The Service Desk posts the major incident banner.
Failing back
Fail back only during a quiet period agreed with the duty inspector, and never between 16:00 and 02:00 on a Friday or Saturday. Failback reverses steps 2 and 3 and normally takes about 45 minutes.
If the on-call engineer does not answer, follow the Out-of-Hours Escalation Policy.
''')

# 041
page("Runbook RUN-022: Harbourline ICCS call routing fault", '''
Runbook: RUN-022
Applies to: Harbourline ICCS (the Switch, ICC-4)
Pages: Radio and Mobile Communications on-call
Supplier fault line: Tollgate, 24/7, number on the supplier profile
Symptoms
- 999 or 101 calls ringing at the wrong site or in the wrong queue.
- Calls overflowing to Kestle Vale while Castlebrook positions are free.
- Caller line identity missing from new Beacon CAD incidents (check routing first, then the CAD interface).
First actions
1. Ring the Tollgate fault line before starting diagnosis, because their response clock starts from your call.
2. Ask the Castlebrook supervisor whether any supplier work was announced.
3. Compare the live routing plan with the last approved version in the configuration store.
4. If the live plan differs and the difference was not approved, restore the last approved plan.
Escalation
If 999 calls are affected for more than 10 minutes, tell the duty inspector so that Kestle Vale can be staffed. The on-call engineer should also ring the team lead, or the deputy if the lead cannot be reached, whatever the time of day.
After the incident
Record the old and new routing plans in the ticket. Since INC-2024-047 any supplier routing change, planned or not, must also be logged with the Change Advisory Board.
Known gaps
There is no automated comparison of routing plans yet, so step 3 is done by eye, and it takes an experienced engineer around ten minutes. A script has been requested from the supplier.
''')

# 042
page("Runbook RUN-031: Gatehouse account lockout storm", '''
Runbook: RUN-031
System: Gatehouse (the Front Door)
Trigger: more than 50 lockouts in 15 minutes, or Service Desk reports of widespread lockouts
In hours (08:00-18:00, Monday to Friday): page Information Security on the desk line, 01632 960140
Out of hours, weekends and bank holidays: page the Infrastructure and Hosting on-call, 07700 900220
Decision owner: Information Security (the Infrastructure on-call wakes Aileen Strachan or Ravi Menon if a security decision is needed)
Steps
1. Confirm it is a storm and not a single misbehaving application by looking at the source addresses of the failed sign-ins.
2. If the source is external, block the offending ranges on the external sign-in page.
3. If the source is internal (usually a service account with an expired password), disable that service account.
4. Once the source is stopped, run the bulk unlock script for accounts locked in the window.
5. Ask the Service Desk to post a message on the intranet and on the Pocketbook banner.
Do not
- Raise the lockout threshold above 5 failed attempts to stop the storm. It only gives attackers more guesses.
- Bulk unlock privileged accounts. Under the Privileged Access Policy they must be unlocked one at a time by Information Security.
Related pages
INC-2024-062, CHG-2024-152, and the Corvaine Identity supplier profile for the P1 support line.
''')

# 043
page("Runbook RUN-037: Vaultline restore request", '''
Runbook: RUN-037
System: Vaultline (the Cellar)
Pages: Infrastructure and Hosting on-call for urgent restores; standard restores are queued for working hours
Requested via: Service Desk ticket, category Restore
Approval: Information Security sign-off if the data is evidential or is going to a new location
Before you start
- Confirm the exact point in time wanted and the target location.
- Check whether the system qualifies for Pellworth's urgent restore target; most do not.
- Tell the owning team and, for Ledger RMS, warn the control room that records will be read-only.
Steps
1. Raise the restore job with Pellworth through the support portal and note their reference in the ticket.
2. Restore from the Mereford appliances by default. Use the Kestle Vale immutable copy only if the Mereford copy is damaged or suspected of tampering.
3. For large databases, ask Pellworth to pre-load the catalogue before starting, which alone can save several hours.
4. Restore to the agreed location, then hand over to the owning team for checks.
5. Close the ticket only when the owning team confirms the data is correct.
Notes
Step 2 reflects the January 2025 Steering Group decision and the lesson from INC-2025-011, when a restore was started against Kestle Vale and had to be restarted. Large restores have been slow since late 2024, so allow at least twice the contract target when telling requesters what to expect.
''')

# 044
page("On-call rota: ICT on-call, Q1 2025", '''
This page lists the weekly on-call engineer for each team that runs a rota. Handover is at 09:00 on Monday, and the named person holds the team's on-call phone from then until 09:00 the following Monday. Information Security and Business Applications do not run rotas.
| Week commencing | Control Room Systems | Infrastructure and Hosting | Radio and Mobile Communications |
|---|---|---|---|
| 6 Jan 2025 | Owen Tallis | Dmitri Halloran | Kezia Blunt |
| 13 Jan 2025 | Amara Nwosu | Lewis Carden | Hannah Vosper |
| 20 Jan 2025 | Priya Ramaswamy | Sunita Okafor | Declan Furlong |
| 27 Jan 2025 | Amara Nwosu | Dmitri Halloran | Kezia Blunt |
| 3 Feb 2025 | Owen Tallis | Gareth Brindley | Hannah Vosper |
| 10 Feb 2025 | Priya Ramaswamy | Dmitri Halloran | Declan Furlong |
| 17 Feb 2025 | Amara Nwosu | Lewis Carden | Kezia Blunt |
Weeks from 24 February onwards will be published once the March leave requests are settled.
On-call phones: Control Room Systems 07700 900210; Infrastructure and Hosting 07700 900220; Radio and Mobile Communications 07700 900230.
Logged swaps
The table shows the rota as first published. Swaps agreed since then are logged here and override it:
- Saturday 25 and Sunday 26 January 2025: Kezia Blunt covered Radio and Mobile Communications for Declan Furlong, who was at a family wedding. Declan covered the weekdays as planned.
- Weeks commencing 10 and 17 February 2025: Lewis Carden and Dmitri Halloran swapped Infrastructure and Hosting weeks, so Lewis held the phone from 10 to 17 February and Dmitri from 17 to 24 February.
- Monday 3 February 2025: Owen Tallis's handover was put back to 13:00 because of a test debrief, so Priya Ramaswamy kept the Control Room Systems phone until then.
Swaps must be logged here before they happen, and the Service Desk told, so that the control room pages the right person.
''')

# 045
page("Contact directory: ICT and Control Room", '''
Use this directory for people and shared lines in the directorate. Supplier numbers are on each supplier profile. Numbers are internal direct lines (01632) or force mobiles (07700); do not give mobile numbers to the public or to suppliers.
| Name or line | Role | Number |
| ICT Service Desk | all faults and requests | 01632 960100 |
| Marcia Eddowes | Service Desk lead | 01632 960101 |
| Tomasz Wilk | Service Desk deputy | 01632 960102 |
| Priya Ramaswamy | Control Room Systems lead | 07700 900311 |
| Owen Tallis | Control Room Systems deputy | 07700 900312 |
| Gareth Brindley | Infrastructure and Hosting lead | 07700 900321 |
| Sunita Okafor | Infrastructure and Hosting deputy | 07700 900322 |
| Declan Furlong | Radio and Mobile Communications lead | 07700 900331 |
| Hannah Vosper | Radio and Mobile Communications deputy | 07700 900332 |
| Information Security desk | in hours only | 01632 960140 |
| Aileen Strachan | Information Security lead | 01632 960141 |
| Ravi Menon | Information Security deputy | 01632 960142 |
| Colin Ashdown | Business Applications lead | 01632 960151 |
| Fern Mallory | Business Applications deputy | 01632 960152 |
| Castlebrook duty inspector | out-of-hours fault reporting | 01632 960300 |
| Duty ICT Manager | out-of-hours escalation | 07700 900201 |
| Control Room Systems on-call | weekly rota | 07700 900210 |
| Infrastructure and Hosting on-call | weekly rota | 07700 900220 |
| Radio and Mobile Communications on-call | weekly rota | 07700 900230 |
Not listed: the Director of ICT and Control Room, whose diary is managed by her executive assistant through the Service Desk, and individual engineers, who should be reached through their team's on-call phone or their lead.
''')
