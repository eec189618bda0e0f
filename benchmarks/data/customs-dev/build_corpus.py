"""Writes corpus.jsonl for customs-dev (standard library only)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# ---------------------------------------------------------------- systems
page("System page: CARGOLINE", """
CARGOLINE is the regional declaration processing system. Every import and export declaration lodged in the Northern Region passes through it before clearance, and most staff still call it "the Ledger", a name inherited from the paper ledgers it replaced.
System code: CARGOLINE
Former name: DECLARE-2 (renamed in October 2021 when the new clearance rules came in)
Legacy code: SYS-114
Owning team: Cargo Systems Team
Supplier: Veltrix Solutions Ltd (application support and development)
Hosting: Castlebridge Data Centre, halls B and C
Peak throughput: about 38,000 declarations per day
Recovery objectives
| Measure | Target | Last tested |
|---|---|---|
| RTO (recovery time objective) | 4 hours | 14 February 2024 |
| RPO (recovery point objective) | 15 minutes | 14 February 2024 |
The RTO was 6 hours until the 2023 business impact review. It was tightened to the figure in the table when the Harrowmere container terminal moved to round-the-clock working, and the February test met it with about forty minutes to spare.
The message broker in front of CARGOLINE is looked after by the same team but has its own certificate chain, which is what caused the March 2024 outage (since fixed by automating renewal). Queue alerts are handled under RUN-017, and privileged sessions on the application servers must be recorded under the current privileged access policy.
Do not confuse the supplier with Veltrix Systems plc, which supports GATEKEEPER. The two firms share a brand history and nothing else, and their contracts are entirely separate.
""")

page("System page: SENTINEL-X", """
SENTINEL-X stores, indexes and distributes the images produced by the container and vehicle X-ray scanners at the Port of Harrowmere and at Oakhollow Inland Clearance Depot. Image analysts view scans in its browser client; raw images are written to the primary store at Harrowmere and replicated to Castlebridge.
- Nickname: Lighthouse (from the splash screen of the first release)
- Former name: ImageVault, until the 2022 platform upgrade
- Legacy code: SYS-207
- Owning team: Scanning & Detection Engineering
- Supplier: Korvane Imaging Ltd
- RTO: 8 hours
- RPO: 1 hour
- Retention: set by the Scanner Image Retention policy (currently v3.2)
The RPO is an hour because the scanners buffer images locally for roughly that long. The RTO of eight hours assumes that analysts fall back to the scanner consoles while the central system is down, which is slow but workable. (Some older documents quote a four-hour RTO for ImageVault. That figure was never tested and should be ignored.)
Sync failures between Harrowmere and Castlebridge are covered by RUN-045, which pages the team's on-call engineer. The purge job runs nightly at 01:30 and deletes anything past its retention period unless a legal hold flag is set on the image.
Capacity: the Harrowmere store holds about 41 TB; the replication target at Castlebridge was enlarged to 60 TB after INC-2024-142 filled it.
Hardware faults on the scanners themselves are not SENTINEL-X problems and go straight to the supplier under the support contract.
""")

page("System page: GATEKEEPER", """
GATEKEEPER controls the vehicle lanes at the Port of Harrowmere freight gate. It reads number plates, checks them against pre-lodged declarations and raises or holds the lane barriers. Gate staff tend to call it "the Barrier"; it was bought as PortGate in 2017 and renamed in 2020.
Legacy code: SYS-318
Owner: Network & Infrastructure Operations
Supplier: Veltrix Systems plc (hardware, firmware and second-line support)
Lanes controlled: 8 (lanes 7 and 8 are outbound only)
RTO: 2 hours
RPO: 30 minutes
Current firmware: 7.4.2 (installed under CHG-2024-163)
When GATEKEEPER is unavailable the lanes fall back to manual control, and an officer has to be posted at every open barrier. The lane controllers are meant to fail closed. The exception was the firmware build behind INC-2024-168, where a watchdog fault left the barriers open instead.
Barrier faults are dealt with under RUN-032. Privileged access to the lane controllers follows the current privileged access policy, and every session is recorded.
Roadmap
- Q1 2025: replace the lane 3 and lane 4 cameras (funded by the Steering Group in April 2024)
- Q3 2025: decision on renewal or retender ahead of the supplier's contract end
- Unfunded: show SEALTRACK seal status on the lane screens
Remember that Veltrix Systems plc is not the same company as Veltrix Solutions Ltd, who support CARGOLINE. Invoices and fault calls have gone to the wrong firm more than once.
""")

page("System page: TARIFFBOOK", """
TARIFFBOOK is the reference database that holds commodity codes, duty rates, quotas and suspensions for CARGOLINE and for officers at the front line. Almost everyone calls it the Almanac, and older spreadsheets refer to it by its former name, HS-Ref, or by the legacy code SYS-052. It belongs to the Cargo Systems Team, although the Service Desk handles first-line calls about it and passes on anything it cannot resolve.
The tariff content itself is not ours. Ashgrove Data Services supplies the daily data feed, which arrives at 05:00 and is loaded by 05:40 on a normal morning, and Ashgrove also hosts the read-only public mirror. The master copy sits at Castlebridge Data Centre alongside CARGOLINE.
Its recovery time objective is 12 hours and its recovery point objective is 4 hours. The logic is that CARGOLINE caches the previous day's rates, so a morning without TARIFFBOOK is inconvenient rather than dangerous, whereas losing more than one feed cycle would leave rates drifting out of date.
If the feed is late, check the Ashgrove status page first and only then raise a ticket. Rate changes announced after 16:00 are normally loaded the next morning, except on budget days, when Ashgrove sends an extra feed at 19:00 and someone from the team stays on to load it.
The Regional Systems Steering Group decided in April 2024 to retender the data feed before the current agreement expires, and the team is drafting the requirements.
""")

page("System page: WATCHTOWER", """
WATCHTOWER scores every inbound consignment for risk and refers the highest-scoring ones for physical examination. It is run by the Targeting Systems Team. Targeting officers have called it Magpie for years, and its former name, RiskNet, still shows up in the audit logs.
Legacy code: SYS-401
Owning team: Targeting Systems Team
Supplier: Brackenridge Analytics (scoring engine licence only)
RTO: 6 hours
RPO: 1 hour
Referral threshold: a score of 70 or above (from 1 July 2024)
Documentary check band: 55 up to the referral threshold
The threshold was 62 until CHG-2024-141 raised it. That change followed the false-positive surge reviewed in INC-2024-173. Consignments that score in the documentary band are flagged for a paperwork check only and are not physically examined, whatever the threshold happens to be.
Scores are recalculated whenever a declaration is amended in CARGOLINE, and the overnight TARIFFBOOK load can shift a large number of scores at once, which is exactly what happened in May 2024. The model is retrained twice a year, in January and July, and every retraining goes through the Change Advisory Board like any other change.
Brackenridge Analytics licenses the scoring engine; all data, rules and tuning stay with the agency.
Notes
- Do not export score lists to personal drives or email.
- Access needs the WATCHTOWER analyst role, approved by the team's deputy lead.
- Outages are reported through the Service Desk like any other system; there is no separate out-of-hours rota.
""")

page("System page: SEALTRACK", """
SEALTRACK follows the electronic seals fitted to containers and rail wagons moving under customs control between the Port of Harrowmere, Dunmore Rail Freight Terminal and Oakhollow Inland Clearance Depot. Each seal reports its position and integrity every ten minutes over the mobile network, and SEALTRACK raises an alert if a seal is opened, cut or goes silent for more than 40 minutes.
Officers know it as Breadcrumb. Until 2021 it was called eSeal Monitor, and the legacy code SYS-263 is still printed on the older seal readers. The Mobile Inspection Technology team owns it, and the same team looks after the handheld readers and the seal stock.
Pellham Telematics supplies the seals, the airtime and the tracking platform as a managed service. Our side holds the alert rules and the integration with CARGOLINE, which closes a movement when the seal is removed at its destination.
The recovery time objective is 24 hours and the recovery point objective is 2 hours. A longer outage is tolerable because seals keep logging locally and upload their history when they reconnect, which is exactly what happened on the Dunmore corridor during INC-2024-239.
There is a long-standing wish to show seal status on the GATEKEEPER lane screens at Harrowmere, but it has no funding yet. Replacement of the first-generation seals, which have a battery life of about 18 months, is expected during 2025 and will probably be bundled with any new seal contract.
""")

# ---------------------------------------------------------------- teams
page("Team page: Cargo Systems Team", """
Team: Cargo Systems Team (CST)
Lead: Priya Ramaswamy
Deputy: Tomasz Wielgosz
Base: Castlebridge Data Centre (second floor, east wing)
Headcount: 14, including two apprentices
What we look after
- CARGOLINE, including its message broker and interfaces
- TARIFFBOOK and the daily load of the Ashgrove feed
- The declaration archive (read-only, due for retirement)
Priya has led the team since it was formed out of the old Declarations Unit in 2019. Tomasz deputises for her and is the first escalation point for the Veltrix Solutions account; he also chairs the weekly release meeting, which is held on Tuesdays. When both of them are away, the senior engineer on shift acts as lead and the Service Desk is told who that is.
How to reach us
In core hours (08:00 to 18:00, Monday to Friday) raise a ticket to the CST queue. Out of hours, follow RUN-017, under which the Service Desk duty manager is paged first and calls us in. Please don't ring individual engineers at home.
Recent work
- CHG-2024-118, automated certificate renewal for the CARGOLINE message broker, after the March 2024 broker outage
- Requirements for the retender of the TARIFFBOOK data feed
- Archive retirement plan, due to the Steering Group in early 2025
We do not own SEALTRACK, even though it closes movements in CARGOLINE; questions about seals go to Mobile Inspection Technology.
""")

page("Team page: Scanning & Detection Engineering", """
Scanning & Detection Engineering (SDE) keeps the X-ray and radiation detection equipment working and owns SENTINEL-X, the image management system.
- Lead: Fergus Odhiambo
- Deputy: Hannah Lyle
- Base: Port of Harrowmere, Scanner Compound, building 4
- Headcount: 9 engineers plus a scheduler
- Out-of-hours cover: weekly on-call rota (see the SDE rota page)
Fergus came to the team from Korvane's field service organisation in 2020, so he knows the supplier side well. Hannah runs day-to-day scheduling and is the named contact for the Ionising Equipment Inspectorate on radiation safety matters; she also keeps the on-call rota and logs any swaps.
The team covers scanners at two sites. Harrowmere has six fixed portals and two mobile units. Oakhollow has one fixed portal, which is maintained on a fortnightly visit rather than by resident staff, and faults there outside visit days go through the Service Desk and are triaged remotely before anyone is sent.
Escalation
- Image sync problems: the SENTINEL-X sync runbook pages the SDE on-call engineer.
- Scanner hardware faults: Korvane Imaging Ltd under the support contract; the on-call engineer raises the call.
- Radiation alarms: these are operational, not technical, and go to the duty officer rather than to us.
Mobile Inspection Technology was part of this team until April 2023. Some asset records still show the combined team as the owner of the seal readers, and they are being corrected.
The team sits on the Border Technology Forum and attends Korvane's quarterly service reviews.
""")

page("Team page: Network & Infrastructure Operations", """
Network & Infrastructure Operations (NIO) runs the regional network, the server estate at all five sites and GATEKEEPER at the Port of Harrowmere.
Lead: Marguerite Ashdown
Deputy: Declan Frye
Base: Dunmore Rail Freight Terminal (the old signal building)
Headcount: 11
On-call: 24x7, see the NIO on-call rota
Marguerite took over as lead from Alan Pryce in March 2024, when Alan moved to the national infrastructure programme. She had been the team's deputy before that, and Declan was promoted into the deputy role at the same time. Older tickets and the 2023 capacity plan still name Alan as the contact; treat those as out of date.
| Area | Primary contact |
|---|---|
| WAN and site links | Declan Frye |
| GATEKEEPER | Keisha Morgan |
| Server estate | Piotr Nowak |
| Data centre facilities liaison | Elliot Sandhu |
The team is based at Dunmore because that is where the regional network hub was built in 2015, although most engineers spend one or two days a week at Castlebridge. The hub room is shared with the terminal's own signalling contractor, so visitors must sign in at the terminal gatehouse first.
Runbooks that page NIO include RUN-032 for barrier faults on GATEKEEPER. Marguerite normally chairs the Change Advisory Board, and Declan stands in for her when she is away.
Alan Pryce can still be asked about historical network designs, but he is no longer on the rota or the escalation path.
""")

page("Team page: Service Desk", """
The Service Desk is the single front door for IT problems across the Northern Region. It runs from Oakhollow Inland Clearance Depot, in the annex next to the vehicle examination shed, and is managed by Joel Ansah. His deputy, Ruth Kinsella, looks after the duty manager rota and also takes the minutes at the Change Advisory Board.
On weekdays between 08:00 and 18:00 the desk answers on 01632 960100. Outside those hours, and all day at weekends and on public holidays, calls go to the out-of-hours line on 01632 960199, which is answered by a smaller team that includes the duty manager. The duty manager is the person paged first by several runbooks, RUN-017 among them, and decides which resolver team to call in.
The desk logs every call, resolves password resets and simple access problems itself, and routes the rest. Anything about CARGOLINE or TARIFFBOOK goes to the Cargo Systems Team, scanner and image problems go to Scanning & Detection Engineering, and network or gate problems go to Network & Infrastructure Operations. Seal alerts are not IT calls and go to the control room, although broken seal readers do come to the desk.
The desk's telephony platform was replaced in 2023 and is supported under the agency's national telephony contract rather than by anyone in the region, so outages of the phones themselves should be reported to the national desk.
Joel publishes a monthly report of call volumes and first-time fix rates, which is shared with the Regional Systems Steering Group.
""")

page("Team page: Targeting Systems Team", """
The Targeting Systems Team keeps WATCHTOWER running and tuned. The team is headed by Oluwaseun Hart, with Bethan Croft as deputy, and it works from the Kelsey Airfield Cargo Hub, where the air cargo targeting officers who use the system most heavily also sit. There are seven people in the team, two of them data scientists on secondment from headquarters.
Most of the work is tuning rather than fixing. Every rule change, threshold change or model retraining goes to the Change Advisory Board, and Oluwaseun is the one who presents those changes there. Bethan looks after the operational side, including access requests for the analyst role and the weekly report on referral rates by site.
After the false-positive surge in May 2024 the team proposed raising the referral threshold, and that proposal became CHG-2024-141. The team also keeps a log of referrals that were overturned by officers, which feeds the twice-yearly retraining.
The team does not run an out-of-hours rota of its own. If WATCHTOWER fails at night the Service Desk logs it and the team picks it up at 08:00 the next working day, unless the duty manager judges that referrals have stopped completely, in which case Oluwaseun or Bethan is called at home.
The relationship with the licence supplier, Brackenridge Analytics, is handled by headquarters procurement, so any contract or commercial questions should be sent there rather than to the team.
""")

page("Team page: Mobile Inspection Technology", """
Mobile Inspection Technology looks after the kit that officers carry or deploy away from the fixed scanning lanes, meaning the handheld seal readers, rugged tablets, portable trace detectors and SEALTRACK, the electronic seal tracking system. The team is led by Rhiannon Coyle. Samir Haddad is her deputy and handles most day-to-day contact with the seal supplier.
Although its equipment is used at all three freight sites, the team itself is based at the Port of Harrowmere, sharing the Scanner Compound with Scanning & Detection Engineering. Two of its eight staff travel to Dunmore Rail Freight Terminal on a regular schedule, because rail seals account for almost half of all seal alerts.
The team was part of Scanning & Detection Engineering until April 2023, when it was split off to give seals and handhelds proper attention. Some old asset records still show the combined team as owner, and those are being corrected as the kit is audited.
There is no separate out-of-hours rota for this team. Seal alerts at night go to the control room, and only equipment failures that stop movements are escalated to Rhiannon or Samir, by phone, through the Service Desk duty manager.
The team is running the handheld tablet pilot agreed at the Border Technology Forum, and it is preparing the business case for replacing the first-generation seals. Rhiannon also represents the region on the national seal standards group, which meets quarterly.
""")

# ---------------------------------------------------------------- suppliers
page("Supplier profile: Veltrix Solutions Ltd", """
Veltrix Solutions Ltd are the application support and development partner for CARGOLINE. They have held the work since the DECLARE-2 days and know the code base better than anyone on our side, which is both a strength and a risk.
| Item | Detail |
| Contract reference | VSL-2019-044 |
| Contract end | 31 March 2027 |
| Annual value | £612,500 |
| Account manager | Imogen Castell |
| Previous account manager | Rupert Vane |
| P1 response | 1 hour |
| P1 resolution | 8 hours |
| Escalation on our side | Tomasz Wielgosz, Cargo Systems Team |
Rupert Vane looked after us from the start of the contract until 31 January 2024, when he moved to the company's bid team, and Imogen Castell took over on 1 February 2024. Letters and service reports from before then are signed by him, and some older tickets still route to his mailbox, which Veltrix now forwards.
Please mind the name. Veltrix Solutions Ltd and Veltrix Systems plc were one business until a demerger in 2016, and they still use a similar logo. They are separate companies with separate contracts; Veltrix Systems plc supports GATEKEEPER under its own agreement. Invoices sent to the wrong one are the most common finance query we get.
The P1 times above apply around the clock, with no weekend variation in this contract (unlike the Korvane agreement). Service credits are 2% of the monthly charge for each missed P1 resolution, capped at 10%.
Quarterly service reviews are held at Castlebridge and chaired by Priya Ramaswamy.
""")

page("Supplier profile: Veltrix Systems plc", """
Supplier: Veltrix Systems plc
Contract reference: VSP-2020-117
Contract end: 30 September 2025
Scope: GATEKEEPER lane hardware, controller firmware and second-line support
Account manager: Dominic Ferreira
Previous account manager: Lena Marsh
Contract owner on our side: Marguerite Ashdown
Veltrix Systems plc builds and maintains the lane controllers, barriers and number plate cameras that make up GATEKEEPER at the Port of Harrowmere. The contract was signed in 2020, when the old PortGate maintenance agreement was replaced, and it covers firmware releases as well as hardware repair.
Dominic has been our account manager since Lena Marsh handed over to him on 14 August 2023. Lena now runs their rail sector accounts and should not be contacted about the gate.
Service levels
- P1 (two or more lanes down): engineer on site within 2 hours, fixed within 6 hours
- P2 (one lane down): engineer on site within 8 hours
- P3 (degraded, no lane down): next working day
These apply seven days a week.
Firmware releases are delivered by the supplier's field engineer but installed only through an approved change, as happened with the controller upgrade in September 2024.
Not to be confused with Veltrix Solutions Ltd (contract VSL-2019-044), the CARGOLINE support company. The two firms demerged in 2016 and share nothing now except the name.
Because of the contract end date, the Regional Systems Steering Group has asked NIO for renewal and retender options by March 2025, so that a decision can be taken well before the autumn.
""")

page("Supplier profile: Korvane Imaging Ltd", """
Korvane Imaging Ltd manufactures the fixed and mobile X-ray scanners used at the Port of Harrowmere and Oakhollow, provides hardware support for them, and supplies the SENTINEL-X software platform.
Contract reference: KIL-2018-009
Contract end: 31 December 2026
Break clause: 30 June 2025 (the agency has decided not to exercise it)
Account manager: Beatrix Hollis
Contract owner on our side: Fergus Odhiambo
Beatrix Hollis took over the account from Owen Tully on 3 June 2024. Owen had managed it since the contract began and is now Korvane's head of field service, so he still turns up in escalations about engineer availability, but commercial matters go to Beatrix.
Service levels
| Priority | Response, weekdays | Response, weekends | Resolution |
|---|---|---|---|
| P1 | 4 hours | 6 hours | 24 hours |
| P2 | 8 hours | 12 hours | 3 working days |
| P3 | next working day | next working day | 10 working days |
A P1 is a fixed portal out of service, or SENTINEL-X unavailable at either site. Response means a qualified engineer working on the fault, remotely or on site; resolution means the portal or system is back in service, even if a permanent fix follows later.
Service credits are calculated quarterly and agreed at the service review, which Korvane hosts in rotation with us. Spare parts for the Oakhollow portal are held at Harrowmere, which adds about two hours to any on-site visit there, and Korvane have accepted that this is not a reason for a missed target.
""")

page("Supplier profile: Ashgrove Data Services", """
Ashgrove Data Services supplies the tariff data feed that keeps TARIFFBOOK current, and it also hosts the read-only public mirror of the tariff that traders use. It is a small firm, about forty people, and tariff data for government customers is most of its business.
The agreement is contract ADS-2021-310, which started in March 2021 and runs until 28 February 2026. It is worth about £148,000 a year. There is no break clause, which is one reason the Steering Group chose to retender rather than renegotiate.
Callum Reid has been our account manager since 1 October 2023. He took over from Sophie Brandt, who is still at Ashgrove but now manages its central government accounts, and who is sometimes copied in on escalations out of habit. Please address anything new to Callum.
The feed is due at 05:00 every day, including weekends. If it has not arrived by 07:00 the service level is breached and a credit of £250 per late day applies, up to a maximum of £3,000 in any quarter. In the last year the feed was late on four occasions, all in the first quarter of 2024 and all attributed to a problem at Ashgrove's own upstream source.
On budget days Ashgrove sends an additional evening feed at 19:00, which is not covered by the service level but has never yet been missed.
Day-to-day contact on our side is the Cargo Systems Team. Commercial matters go through Priya Ramaswamy as contract owner.
""")

page("Supplier profile: Pellham Telematics", """
Pellham Telematics runs SEALTRACK for us as a managed service. They supply the electronic seals, the mobile airtime and the tracking platform, while we hold the alert rules and the CARGOLINE integration.
- Contract reference: PTL-2022-078
- Contract start: 16 July 2022
- Contract end: 15 July 2025 (see the note below)
- Account manager: Yusuf Demir, since 9 September 2024
- Previous account manager: Clara Whitby
- Relationship owner on our side: Samir Haddad
- Seal stock held: around 2,400 seals across three sites
Note on the end date. The Border Technology Forum agreed on 9 September 2024 to extend the contract by six months, so it now runs to 15 January 2026. The procurement system will keep showing the original July 2025 date until the contract variation is countersigned, which was still outstanding at the time of writing.
Clara Whitby ran the account from the start and handed over to Yusuf Demir when she went on maternity leave. She is expected back in 2025, though not necessarily to this account.
Service levels are measured on seal availability (99.0% of seals reporting at least once an hour) rather than on response and resolution times. Pellham missed the target in July 2024 because of the roaming problem on the Dunmore rail corridor that month, and accepted a service credit without argument.
Pellham's support desk is staffed 24 hours a day. Calls to it go through our Service Desk, who hold the customer reference numbers and log every call against the contract.
""")

# ---------------------------------------------------------------- sites
page("Site profile: Port of Harrowmere", """
Site manager: Gwen Trask
Regulator: Maritime Freight Inspectorate (MFI)
Last MFI inspection: 8 November 2023 (satisfactory, two observations)
Teams based here: Scanning & Detection Engineering; Mobile Inspection Technology
Systems on site: GATEKEEPER, SENTINEL-X primary store, SEALTRACK readers
The Port of Harrowmere handles roughly two thirds of the region's container traffic and all of its roll-on roll-off freight. Our part of the port is the freight gate with its eight GATEKEEPER lanes, the Scanner Compound (buildings 2 to 5) and the examination berth on Quay 6.
The MFI's two observations from the November inspection were about signage at the examination berth and about the time taken to release vehicles after a manual lane override. Both were closed by March 2024, although the second came up again after INC-2024-168.
Radiation safety of the scanners is audited every year by the Ionising Equipment Inspectorate. It is sometimes mistaken for the site's regulator, but its remit is limited to radiation protection; customs operations at the port answer to the MFI. Hannah Lyle of SDE is the contact for those audits.
A detector dog unit works from kennels by the north gate. It belongs to the national detection service rather than to this region, and its handlers are not on any of our rotas or contact lists.
Access
- Staff passes work at the Quay Road entrance only.
- Visitors need an escort and a port induction, booked through the site office.
- Vehicles for the Scanner Compound use lane 1 and must be pre-registered.
""")

page("Site profile: Kelsey Airfield Cargo Hub", """
Kelsey Airfield Cargo Hub is the region's air freight clearance point. It occupies the two cargo sheds on the south side of a former military airfield that was converted for civil use in 2008, and it clears express parcels, general air cargo and a growing volume of small consignments from online retailers.
The site manager is Martin Osei, who has run the hub since it opened and who also chairs the monthly site safety meeting. Customs operations at Kelsey are regulated by the Aviation Cargo Security Inspectorate, whose inspectors last visited in February 2024 and raised no formal findings. Fire safety and airside access are matters for the airport operator, Kelsey Airport Holdings, and not for the agency, which occasionally confuses visiting auditors.
The Targeting Systems Team is based here, on the first floor of shed 2, close to the air cargo targeting officers who rely on WATCHTOWER. Referrals from the system are examined in the secure bay at the end of shed 1.
Kelsey has no X-ray portal of its own. Large items are examined by hand or, rarely, sent by road to Oakhollow, while parcels go through the airport operator's baggage-type scanners under a shared use agreement.
Network links to Kelsey are provided by NIO from the Dunmore hub, with a backup microwave link that was installed after a cable strike in 2022. When the main link fails the site can keep clearing for about four hours on cached data before things become difficult.
""")

page("Site profile: Dunmore Rail Freight Terminal", """
Dunmore Rail Freight Terminal is where container trains from the port and from the continental tunnel services are received, examined where necessary and released. Lorna Pettigrew is the site manager, and she has been in post since 2019.
The terminal is regulated by the Office of Rail Freight Standards. Its last audit took place on 11 March 2024 and produced three minor findings, all about record keeping for wagons held under customs control. The next audit is due on 3 March 2025, and the site team has already started a mock audit to make sure the findings stay closed.
The agency's regional network hub occupies the old signal building at the north end of the terminal. The building was chosen in 2015 because it already had the ducts and power the hub needed, and it now houses the engineers who run it as well as the equipment. Visitors to the signal building must sign in at the terminal gatehouse, not at the agency's reception in the main shed.
Rail seals are a big part of life at Dunmore. Almost half of all SEALTRACK alerts come from wagons in or near the terminal, partly because of poor mobile coverage in the cutting to the east. The Mobile Inspection Technology team visits regularly and keeps a small stock of spare seals and readers in the main shed.
The terminal runs around the clock from Sunday evening to Saturday lunchtime. It is closed to train movements on Saturday afternoons, which is when most maintenance is scheduled.
""")

page("Site profile: Castlebridge Data Centre", """
Facilities manager: Harvey Quaid
Assurance body: Government Hosting Assurance Panel (GHAP)
Landlord: Castlebridge Colocation Ltd
Staffed areas: office block (two floors) and security lodge
Halls: A (network core), B and C (production), D (reserved)
Power: two independent grid feeds; generators hold 48 hours of fuel
Castlebridge is the region's only data centre. It hosts CARGOLINE, the TARIFFBOOK master copy and the SENTINEL-X replication target, plus the regional directory and file servers. NIO manages the network core in hall A, and one resident resolver team works from the office block next to the halls.
The GHAP assesses the site every year against the government hosting standard. The last assessment, in January 2024, passed with one recommendation on the testing of generator changeover, and a full load test was carried out in June 2024 in response.
The building and the data halls belong to Castlebridge Colocation Ltd. The hosting agreement with them is held and managed nationally by the agency's estates directorate; the region does not keep a copy, and questions about its terms should go to estates.
Access rules
- Data hall access needs a named pass and an entry on the daily access list.
- Contractors must be escorted at all times, including supplier engineers.
- Deliveries are accepted between 09:00 and 15:00 on weekdays only.
Harvey Quaid is the first contact for anything physical, from cooling alarms to lost passes. He works for the landlord rather than for the agency, but he has sat in on our Change Advisory Board for data centre work since 2022.
""")

page("Site profile: Oakhollow Inland Clearance Depot", """
Site manager: Nkechi Adebayo
Deputy site manager: Stuart Gillan
Licensing body: Inland Depots Licensing Authority (IDLA)
Current licence: valid to 31 August 2026
Teams based here: Service Desk
Opened: 2011
Oakhollow is the region's inland clearance depot. Goods moved under customs control from the port and from the rail terminal are brought here to be examined and cleared away from the congestion of the quayside. The depot has a vehicle examination shed with four bays, one fixed X-ray portal and a bonded warehouse.
The IDLA licence is renewed every three years. One of its conditions is that SEALTRACK seals are removed only in the presence of an officer, and the licence also fixes the depot's opening hours at 06:00 to 22:00, seven days a week. The IDLA inspects twice during each licence period, and the next visit is expected in spring 2025.
Stuart Gillan deputises for Nkechi and is the key holder for the bonded warehouse. He also looks after the annex where the Service Desk sits, including its alarms and heating.
The X-ray portal is maintained by Scanning & Detection Engineering on fortnightly visits. Its images go to SENTINEL-X like those from Harrowmere, and spare parts are held at Harrowmere rather than on site.
Useful to know
- Parking for visitors is in the east car park; the yard is for freight only.
- The canteen closes at 14:00.
""")

# ---------------------------------------------------------------- incidents
page("Post-incident review INC-2024-117: Ledger outage", """
This review covers INC-2024-117, the outage of the Ledger on Tuesday 12 March 2024. Declarations stopped being accepted at 08:05, just as the morning ferry traffic reached Harrowmere, and service was restored at 11:45, a total outage of 3 hours 40 minutes. About 6,200 declarations queued during that time. Hauliers at the port were held in the buffer zone, and the air cargo team at Kelsey reverted to paper clearance for urgent consignments.
The cause was an expired TLS certificate on the message broker that sits in front of the application. The certificate had a three-year life, the renewal reminder went to the mailbox of someone who had left, and nobody noticed until clients began to fail their handshakes. The application itself was healthy throughout, which at first misled the responders into looking at the database.
Recovery was simple once the cause was found. A new certificate was issued and installed by hand at 11:30, and the queued messages drained within fifteen minutes.
What went well was the fall-back to paper at Kelsey and the early warning that the Service Desk gave to the port. What went less well was the first hour of diagnosis, and the fact that RUN-017 paged the right people but assumed a capacity problem rather than a connectivity one.
The actions agreed were to automate certificate renewal, raised as CHG-2024-118, to move every certificate reminder to a team mailbox, and to add a connectivity check to RUN-017. The review was held on 19 March 2024 and chaired by the deputy head of the owning team.
""")

page("Post-incident review INC-2024-142: Lighthouse image backlog", """
Incident: INC-2024-142
Date: Tuesday 23 April 2024
System: Lighthouse (image store and viewer)
Site: Port of Harrowmere
Duration: 5 hours 15 minutes
Severity: P2
Summary
Images from the Harrowmere scanners stopped reaching the analysts' viewer at 10:20. Scanning carried on, but 1,240 scan images were delayed, and 310 containers had to be re-scanned manually because their images were needed before the vessel's cut-off and could not be retrieved in time. Normal flow resumed at 15:35.
Cause
The replication target at Castlebridge reached 100% capacity. Because the first replication hop is synchronous, writes to the primary store then blocked, and the viewer showed nothing newer than 10:20. Nobody was alerted, as storage monitoring on the target had been switched off during a migration in January and never turned back on.
Related
- An earlier, smaller backlog in February was logged as INC-2024-131 but closed without a review, so we cannot say whether it had the same cause.
- RUN-045 was followed and worked, but its step 3 should come after a capacity check, not before.
Actions
- Enlarge the replication target (done; it is now 60 TB).
- Add storage alerts at 80% and 90% on both stores.
- Ask the supplier whether replication can fall back to asynchronous mode automatically.
- Update RUN-045 with the capacity check.
Reviewed on 30 April 2024 with the owning team and the supplier's support lead present.
""")

page("Post-incident review INC-2024-168: PortGate barriers stuck open", """
Incident reference: INC-2024-168
Date: Sunday 19 May 2024
Duration: 2 hours 10 minutes (03:40 to 05:50)
Lanes affected: 3, 4, 5 and 6
Barriers open: 47 minutes
Severity: P1
The author has used the PortGate name throughout, because that is what the gate staff's logs and the controller screens still say.
What happened
At 03:40 the controllers for lanes 3 to 6 restarted one after another. Each came back with its barrier raised and would not lower it. The gate supervisor posted officers at the four lanes, but it took 47 minutes to get all four staffed, and during that time the barriers stood open. For the rest of the incident the lanes were worked manually until the controllers were stable again at 05:50.
ANPR logs show that 23 vehicles passed through the open lanes. All 23 had valid pre-lodged declarations and none was due for examination, so no enforcement impact is known.
Why it happened
A watchdog fault in controller firmware 7.3.9 caused the restarts, and the same build wrongly sent the barriers to the raised position after a restart instead of keeping them down.
Actions
- The supplier to deliver corrected firmware (delivered as 7.4.2 and installed under CHG-2024-163).
- RUN-032 to include posting officers before any controller restart.
- Gate supervisors to hold a list of officers who can be called to the lanes at night.
- The MFI observation about manual overrides to be reopened and answered again.
Review held on 28 May 2024.
""")

page("Post-incident review INC-2024-173: Magpie false-positive surge", """
Reference: INC-2024-173
Date: Monday 27 May 2024 (bank holiday)
Site: Kelsey Airfield Cargo Hub
System: Magpie
Severity: P3
Duration: about 26 hours, until a rule rollback at 10:00 the next day
What happened: 412 consignments were referred for examination in 24 hours, against a typical 90. The examination bay at Kelsey was overwhelmed, express parcels missed their onward flights, and two carriers complained formally.
Cause: the overnight tariff load reclassified a large group of consumer electronics into a higher-duty heading. Magpie uses the duty heading as one of its strongest features, so thousands of consignments jumped in score, and several hundred crossed the referral threshold that had been set in 2022.
Response
The targeting officers noticed the surge by mid-morning but, because it was a bank holiday, the team that runs Magpie was not available until the following day. On 28 May the team rolled back the feature weighting for the affected headings, and referral numbers returned to normal by 10:00.
Findings
- The threshold of 62 was set when the model was less accurate, and was now generating too many marginal referrals even on a normal day.
- Nobody checks what a tariff reclassification will do to scores before it goes live.
- Bank holiday cover for the system is informal.
Actions
- Propose a higher referral threshold to the Change Advisory Board (raised as CHG-2024-141).
- Add a score-shift report to the morning tariff load.
- Agree bank holiday cover with the Service Desk duty manager.
""")

page("Post-incident review INC-2024-239: Breadcrumb signal loss on the Dunmore corridor", """
On the afternoon of Tuesday 16 July 2024, 58 electronic seals on wagons between Harrowmere and Dunmore stopped reporting to Breadcrumb. The first seals went silent at 13:10 and the last recovered at 19:05, so the worst-affected seals were out of contact for up to 6 hours. The silence alerts fired as designed after 40 minutes and were handled by the control room.
No seal was opened or tampered with. When the seals reconnected they uploaded their stored history, which showed unbroken integrity for every wagon, and all 58 movements were closed normally at Dunmore or Oakhollow. The only operational cost was that eleven trains were held at Dunmore for longer than planned while officers checked seals by hand.
The cause lay with Pellham Telematics. Their airtime provider changed its roaming arrangements that morning without telling Pellham, and seals in the cutting east of Dunmore, where only one network is available, could no longer attach. Pellham reversed the setting at 18:40 once they had found it.
The review notes that the system behaved exactly as intended, and that the problem was one of dependency rather than design. It also notes that nobody on our side would have known about a roaming change in advance.
Pellham have agreed to receive change notices from their airtime provider and pass relevant ones to us. They have also accepted a service credit for July. A proposal to fit dual-network seals on the rail corridor will be considered when the seal replacement is planned.
""")

# ---------------------------------------------------------------- changes
page("Change record CHG-2024-118: automated certificate renewal for the CARGOLINE broker", """
Change: CHG-2024-118
Title: Automated certificate renewal for the CARGOLINE message broker
Requested by: Tomasz Wielgosz
Implementing team: Cargo Systems Team
Type: Normal change
Risk: Low
Approved: Change Advisory Board, 26 March 2024
Implemented: Tuesday 9 April 2024, 19:00 to 20:30
Reason for change
INC-2024-117 showed that the broker certificate depended on a reminder email to a single person. This change moves the broker to automated issue and renewal from the agency's internal certificate authority, with renewal attempted 30 days before expiry and retried daily.
What was done
- Enrolled both broker nodes with the internal certificate authority.
- Replaced the manually issued certificate with an automatically renewed one, with a 90-day life.
- Added an expiry alert at 14 days to the team queue, as a second line of defence.
- Removed the old reminder from the leaver's mailbox.
Testing
The renewal was tested twice in the pre-production environment, including a forced expiry, before the production window. In production, clients reconnected within 40 seconds of the switchover and no declarations were lost.
Rollback
Reinstall the manually issued certificate, which remained valid until 2027 and was kept in the vault for that purpose. Rollback was not needed.
Post-implementation review
Closed on 23 April 2024. The first automatic renewal in production ran on 10 June 2024 without anyone noticing, which is the point.
""")

page("Change record CHG-2024-141: WATCHTOWER referral threshold", """
This change raised the score at which WATCHTOWER refers a consignment for physical examination from 62 to 70. It was proposed by the team that runs the system after the false-positive surge reviewed in INC-2024-173, and it was approved by the Change Advisory Board on 4 June 2024.
The new threshold took effect on 1 July 2024. The delay between approval and go-live was deliberate. It gave the targeting officers at every site that uses the system four weeks to run the old and new thresholds side by side in the reporting tool, so that they could see which referrals they would lose, and it allowed the weekly referral report to be changed to show both figures for a month.
Bethan Croft implemented the change, which amounted to a single configuration value and a restart of the scoring service during a quiet period on the evening of 30 June. The documentary check band starts at 55 and runs up to the referral threshold, so it widened automatically from 55 to 61 under the old setting to 55 to 69 under the new one. More consignments therefore get a paperwork check, and fewer get a physical one.
The expected effect was a fall of about a third in physical referrals on a normal day with no loss of seizures. In the first two months referrals fell by 31% and the seizure rate per referral rose, which the team considers a success.
The threshold will be reviewed at the January 2025 retraining and not before.
""")

page("Change record CHG-2024-163: GATEKEEPER firmware upgrade", """
Change: CHG-2024-163
System: GATEKEEPER lane controllers (all eight lanes)
From firmware: 7.3.9
To firmware: 7.4.2
Planned window: Sunday 1 September 2024, 02:00 to 05:00
Actual window: Sunday 8 September 2024, 02:00 to 04:20
Implementer: Keisha Morgan, with the supplier's field engineer on site
Approved by: Change Advisory Board, 13 August 2024
Why
Firmware 7.4.2 fixes the watchdog fault found in INC-2024-168 and makes the barriers stay down after any controller restart.
Why the date moved
The supplier's field engineer was taken ill on 30 August and no replacement with the right site induction was available, so the change was postponed by one week. The revised date was agreed by email with the CAB chair rather than at a meeting.
Steps taken
- Lanes 1 and 2 upgraded first and tested with a staff vehicle.
- Lanes 3 to 8 upgraded in pairs, with an officer posted at each lane being worked on.
- Forced restart of the lane 5 controller to prove that the barrier stays down.
Rollback plan
Reinstall 7.3.9 with the watchdog disabled, and staff the lanes manually until a fix is available. Not used.
Result
All eight lanes were back in automatic operation by 04:20. There have been no unplanned restarts since the upgrade, and the gate supervisors no longer hold officers in reserve at night.
""")

# ---------------------------------------------------------------- minutes
page("Change Advisory Board minutes: 4 June 2024", """
Chair: Declan Frye (deputising for Marguerite Ashdown, who was on leave)
Minutes: Ruth Kinsella
Present: Oluwaseun Hart, Tomasz Wielgosz, Hannah Lyle, Samir Haddad, Joel Ansah, Harvey Quaid (for item 4 only)
1. Minutes of 21 May 2024
Agreed as a true record. The action on lane staffing from INC-2024-168 remains open with NIO.
2. Changes for decision
| Change | Summary | Decision |
| CHG-2024-141 | Raise the Magpie referral threshold | Approved, to take effect 1 July |
| CHG-2024-150 | SEALTRACK seal reader firmware | Deferred to 18 June |
| CHG-2024-152 | CARGOLINE broker security patch | Approved with conditions |
| CHG-2024-155 | Firewall rule tidy-up at Dunmore | Approved |
3. Discussion
Oluwaseun presented the threshold proposal and the side-by-side trial plan. Joel asked whether the Service Desk would see more calls from officers about missing referrals; Oluwaseun thought not, but the team will brief the sites. CHG-2024-150 was deferred because the supplier could not confirm that the new reader firmware works with the older seals still in use at Dunmore, and Samir will bring the answer to the next meeting. CHG-2024-152 was approved on condition that it is applied to the standby broker node first and left for 48 hours.
4. Data centre works
Harvey Quaid reported the generator load test planned for June. No changes will be scheduled at Castlebridge on the day of the test.
5. Any other business
None.
Next meeting: 18 June 2024
""")

page("Regional Systems Steering Group minutes: 18 April 2024", """
The Regional Systems Steering Group met at Castlebridge on 18 April 2024, chaired by Vivienne Carraway, Head of Regional IT. Priya Ramaswamy, Marguerite Ashdown, Fergus Odhiambo, Oluwaseun Hart and Joel Ansah attended in person, and Rhiannon Coyle joined by video.
The group first looked back at the March outage of the Ledger. It noted that the certificate automation had been implemented on 9 April and asked for a wider check of certificates on every regional system, which Marguerite agreed to lead.
The main decision of the meeting was to retender the Almanac's tariff data feed rather than extend the current agreement when it expires. The incumbent supplier will be invited to bid. The Cargo Systems Team will draft requirements by the end of September, and procurement will run the competition over the winter.
The group approved funding for replacement cameras on lanes 3 and 4 at the Harrowmere freight gate, to be installed in the first quarter of 2025. It declined, for now, to fund the display of seal status on the gate screens, and asked for a clearer benefit case.
Fergus presented version 3.2 of the Scanner Image Retention policy, which the group endorsed for publication on 1 May 2024.
Finally, the group agreed to set up a Data Retention Working Group to look at retention across all regional systems rather than scanner images alone. Joel Ansah will convene it, and its first meeting is planned for 14 November 2024. Its terms of reference will come back to this group for approval before then.
The next meeting will be in July, date to be confirmed.
""")

page("Border Technology Forum minutes: 9 September 2024", """
The Border Technology Forum met on 9 September 2024 in the Scanner Compound meeting room at the Port of Harrowmere. Fergus Odhiambo chaired. Rhiannon Coyle, Samir Haddad, Hannah Lyle, Keisha Morgan and Bethan Croft attended, with Nkechi Adebayo joining for the first item.
The first item was the handheld tablet pilot. Mobile Inspection Technology had proposed running it at Harrowmere, but after discussion the forum agreed that the pilot of rugged tablets for examination officers will run at Oakhollow Inland Clearance Depot from January 2025. The smaller examination shed there makes a before-and-after comparison much easier, and Nkechi offered two bays for the trial. Mobile Inspection Technology will run the pilot and report back in April.
The second item was the seal contract. Samir explained that the current contract would end before a replacement could be procured and tested. The forum agreed a six-month extension with Pellham, and Samir will arrange the contract variation with procurement.
On scanner refresh, Hannah presented three options for replacing the oldest fixed portals at Harrowmere. The forum did not choose between them and asked for whole-life costs, to be brought to the January meeting.
Keisha reported that the GATEKEEPER firmware upgrade had gone in the previous day without problems, a week later than planned.
Under any other business Bethan asked whether the forum should look at how tariff changes affect targeting scores. It was agreed that this belongs with the Targeting Systems Team and the Cargo Systems Team jointly, and not with the forum.
""")

page("Korvane quarterly service review minutes: 22 October 2024", """
Date: 22 October 2024
Location: Port of Harrowmere, Scanner Compound
Present: Beatrix Hollis (Korvane, account manager), Owen Tully (Korvane, head of field service), Fergus Odhiambo, Hannah Lyle
Apologies: Tomasz Wielgosz
Period under review: July to September 2024
Performance
- P1 calls: 3. All three were responded to within target. One was resolved in 27 hours against the contractual target, the other two within it.
- P2 calls: 11, all within target.
- P3 calls: 19, all within target.
- SENTINEL-X availability: 99.6% for the quarter.
Discussion
Beatrix opened her first full review as account manager by acknowledging the missed P1. The fault was a failed detector array on portal 2 at Harrowmere over a weekend, and the replacement array had to come from the central warehouse. Owen explained that weekend engineer cover had been thinner than planned over the summer because of vacancies, which have since been filled.
Hannah raised the Oakhollow portal, whose spare parts are held at Harrowmere, and asked whether a small stock could be kept on site. Korvane will consider it.
Fergus noted that the replication changes requested after the April image backlog had been delivered and were working.
Decisions
- A service credit of £4,200 will be claimed for the missed P1 resolution.
- Spare parts for Oakhollow to be reviewed at the next meeting.
Actions
- Korvane to confirm weekend engineer cover in writing (Owen Tully).
- Korvane to quote for an on-site spares kit at Oakhollow (Beatrix Hollis).
- SDE to send portal usage figures for Q3 (Hannah Lyle).
Next review: January 2025, date to be confirmed.
""")

# ---------------------------------------------------------------- policies
page("Policy: Scanner Image Retention v3.2", """
Version: 3.2
Status: Current
Effective: 1 May 2024
Supersedes: v2.1
Owner: Head of Scanning & Detection Engineering
Scope: images produced by fixed and mobile X-ray scanners and stored in SENTINEL-X, at every site in the Northern Region
Purpose
Scanner images are evidence when something is found and personal data about drivers and vehicles when nothing is. This policy keeps them long enough to be useful and no longer.
Retention periods
| Image category | Retention period |
| Routine scan, no further action | 90 days |
| Scan linked to a referral, no seizure | 1 year |
| Scan linked to a seizure | 7 years |
| Scan under legal hold | Until the hold is released |
The routine period does not yet apply to the Oakhollow portal. Until its calibration trial ends on 31 March 2025, routine scans from that portal are kept for 120 days so that the supplier can compare them with later results.
How it is applied
SENTINEL-X deletes images automatically in a nightly purge. Analysts must link an image to the referral or seizure record in CARGOLINE on the day, because an unlinked image is treated as routine and will be purged when its routine period ends. A legal hold can only be set or removed by the team's lead or deputy, and every change to a hold is logged.
Exceptions
Requests to keep images for longer than this table allows must be made in writing to the policy owner, giving a reason. Approved exceptions are reviewed every six months.
Review
This policy will be reviewed by 30 April 2026, or sooner if the Data Retention Working Group recommends changes.
""")

page("Policy: Scanner Image Retention v2.1 (superseded)", """
This version is kept for reference only. It was replaced by v3.2 on 1 May 2024, and nothing in it should be applied to images captured after that date.
- Version: 2.1
- Status: Superseded
- In force: 1 September 2021 to 30 April 2024
- Owner: Head of Scanning & Detection Engineering
- Scope: images stored in ImageVault and later SENTINEL-X at Harrowmere and Oakhollow
Retention periods under this version
- Routine scans, no further action: 60 days
- Scans linked to a referral: 6 months
- Scans linked to a seizure: 6 years
- Scans under legal hold: until released
Why it was replaced
The 60-day routine period proved too short. Several complaints and two appeals concerned vehicles scanned more than two months earlier, and by then the images were gone. The six-year seizure period was also out of line with the agency's national evidence standard, which asks for seven. The v3.2 review also added the Oakhollow calibration exception, which had been handled informally until then.
Images already deleted under this version cannot be recovered. Images still held on 1 May 2024 were re-classified under v3.2 by a one-off job that ran that night, so a routine image captured on 10 April 2024, for example, was kept for 90 days rather than 60.
Where an audit or a legal request asks which rules applied to an image captured before 1 May 2024, this page is the answer; for anything else use the current version.
Questions about this version go to the policy owner, in the same way as for the current one.
""")

page("Policy: Privileged Access Management v4.0", """
Version: 4.0
Status: Current, effective 1 January 2024
Supersedes: v3.3
Owner: Lead, Network & Infrastructure Operations
Applies to: every administrator, root, service and break-glass account on regional systems
Purpose
Privileged accounts can change or destroy the systems the region depends on. This policy sets the minimum controls for them.
Requirements
- Break-glass account passwords are rotated every 30 days, and immediately after any use.
- Standard administrator account passwords are rotated every 60 days, unless the account uses a hardware token, in which case no rotation is needed.
- Service account credentials are rotated at least once a year and whenever someone who knew them leaves.
- Privileged access is reviewed quarterly by each system's owning team, and the review is recorded.
- Privileged sessions on CARGOLINE, GATEKEEPER, WATCHTOWER and SENTINEL-X are recorded, and the recordings are kept for 12 months.
- Supplier engineers use named accounts only, enabled for the duration of an approved change or fault call.
Break-glass use
A break-glass account may be used only when normal privileged access has failed during a P1 incident. The user must tell the Service Desk duty manager within one hour, and the account owner must review the session recording within two working days.
Exceptions
Exceptions must be approved in writing by the policy owner and reviewed at least every six months. Expired exceptions lapse automatically.
Review
This policy is reviewed every two years, or after any incident in which privileged access was a contributing factor.
""")

page("Policy: Privileged Access Management v3.3 (superseded)", """
Version 3.3 of the Privileged Access Management policy was in force from June 2021 until it was superseded on 31 December 2023 by version 4.0. It is kept here because audits of privileged access before 2024 are still measured against it, and because some supplier contracts signed in that period quote it directly.
The policy was owned at the time by Alan Pryce as head of Network & Infrastructure Operations. Under it, break-glass account passwords were rotated every 90 days, and standard administrator passwords were also rotated every 90 days whether or not a hardware token was in use. Privileged access was reviewed every six months rather than quarterly, and the reviews did not have to be recorded, which was the finding that eventually prompted the rewrite.
Session recording applied only to CARGOLINE, then still widely known as DECLARE-2 in the older documents. Recordings were kept for six months. Supplier engineers were allowed to share a generic support account per supplier, provided that the supplier kept its own log of who had used it, and in practice those logs were rarely checked.
Break-glass use had to be reported to the Service Desk by the end of the next working day, and there was no requirement for anyone to review what had been done with the account.
The main differences in version 4.0 are the shorter rotation periods, quarterly recorded reviews, recording on four systems instead of one, named supplier accounts and a one-hour reporting rule for break-glass use. Anyone still working to the old rules should move to the current version now.
""")

# ---------------------------------------------------------------- runbooks
page("Runbook RUN-017: CARGOLINE declaration queue backlog", """
Runbook: RUN-017
System: CARGOLINE (inbound declaration queue on the message broker)
Owner: Cargo Systems Team
Warning threshold: 2,000 messages waiting (alert to the CST ticket queue, no page)
Paging threshold: 5,000 messages waiting for 15 minutes or more
Pages in core hours (08:00 to 18:00, Monday to Friday): Cargo Systems Team on-call engineer
Pages out of hours: Service Desk duty manager first, who then calls in the Cargo Systems Team
Last reviewed: 2 April 2024 (connectivity check added after the March 2024 outage)
Steps
1. Check that both broker nodes are up and that clients can connect. A backlog with no consumers connected is a connectivity problem, usually a certificate or firewall issue, not a capacity one.
2. If clients are connected, check the consumer count on the declaration queue. Below 6 consumers, restart the stopped consumers from the admin console.
3. If the consumer count is normal but the queue is still rising, check the database for blocking sessions and tell the on-call engineer before killing anything.
4. If the backlog is above 20,000 messages, tell the Service Desk so that the port, Kelsey and Oakhollow can be warned to expect delays.
5. Raise a call with Veltrix Solutions Ltd if the cause is in the application itself.
Do not
- Purge the queue. Every message is a declaration from a trader.
- Restart both broker nodes at once.
Closing
Record the peak queue depth and the time the queue returned below 2,000 in the incident ticket.
""")

page("Runbook RUN-032: GATEKEEPER barrier fault", """
This runbook covers faults on the GATEKEEPER lane barriers at the Port of Harrowmere freight gate, whether reported by the lane controller or by gate staff who find a barrier that will not move.
The first thing to do is always the same. Before anyone touches a controller, the gate supervisor posts an officer at every affected lane, because a controller restart can leave a barrier raised. That step was added after INC-2024-168, when it took 47 minutes to staff four open lanes, and it applies even with the corrected firmware now installed.
Once the lanes are staffed, the Service Desk pages the Network & Infrastructure Operations on-call engineer through the NIO pager group on 01632 960150. On weekdays that is the weekday primary shown on the NIO rota, and from Saturday morning to Monday morning it is the weekend cover. The engineer must acknowledge within 15 minutes, and if they do not the page goes automatically to the secondary.
The on-call engineer checks the controller status remotely, then decides whether a restart is safe. A single lane can be restarted at any time once it is staffed. Restarting more than two lanes at once needs the gate supervisor's agreement, because the queue on the approach road builds quickly.
If the fault is in the barrier hardware or the camera rather than the controller, the engineer raises a P1 or P2 call with the supplier, depending on how many lanes are down, and keeps the lanes manual until the engineer arrives.
Finally, record the times of the page, the acknowledgement and the return to automatic working in the incident ticket.
""")

page("Runbook RUN-045: SENTINEL-X image sync failure", """
Runbook: RUN-045
System: SENTINEL-X (replication from Harrowmere to Castlebridge)
Trigger: replication lag over 30 minutes, or analysts reporting that new images are missing from the viewer
Pages: Scanning & Detection Engineering on-call engineer, on 01632 960140
Escalation: the backup named on the SDE rota (normally the deputy lead) if the page is not acknowledged within 20 minutes
Revised: 14 May 2024, after INC-2024-142
Steps
1. Check free space on both the primary store at Harrowmere and the replication target at Castlebridge. If either is above 90%, stop here and follow the capacity section below.
2. Check the replication service status in the SENTINEL-X admin console. If it is stopped, start it and watch the lag for ten minutes.
3. If the service is running but the lag keeps growing, check the Castlebridge network link with the NIO on-call engineer.
4. If images are still not reaching analysts after 60 minutes, tell the image analysis supervisor so that urgent containers can be viewed on the scanner consoles instead.
Capacity
- Free space by deleting expired images only; never delete by hand anything inside its retention period.
- If deletion will not free enough space, raise a P1 with Korvane Imaging Ltd.
After the incident
- Record the maximum lag and the number of images delayed.
- If any containers had to be re-scanned, record how many and why.
- Check that the storage alerts at 80% and 90% fired, and raise a ticket if they did not.
Notes
The scanners buffer images locally for about an hour, so a lag under an hour should not lose anything. A longer outage may, which is why the RPO for the system is set where it is.
""")

# ---------------------------------------------------------------- glossary
page("Glossary: system nicknames, former names and legacy codes", """
Staff use several names for most of our systems. This page lists the ones that turn up in tickets, incident reviews and minutes, and says what each means today. Use the current system name in anything new you write.
| Term | Means | Kind |
| the Ledger | CARGOLINE | nickname |
| DECLARE-2 | CARGOLINE | former name, to 2021 |
| SYS-114 | CARGOLINE | legacy code |
| Lighthouse | SENTINEL-X | nickname |
| ImageVault | SENTINEL-X | former name, to 2022 |
| SYS-207 | SENTINEL-X | legacy code |
| the Barrier | GATEKEEPER | nickname |
| PortGate | GATEKEEPER | former name, to 2020 |
| SYS-318 | GATEKEEPER | legacy code |
| the Almanac | TARIFFBOOK | nickname |
| HS-Ref | TARIFFBOOK | former name |
| SYS-052 | TARIFFBOOK | legacy code |
| Magpie | WATCHTOWER | nickname |
| RiskNet | WATCHTOWER | former name |
| SYS-401 | WATCHTOWER | legacy code |
| Breadcrumb | SEALTRACK | nickname |
| eSeal Monitor | SEALTRACK | former name, to 2021 |
| SYS-263 | SEALTRACK | legacy code |
One exception is worth knowing. SYS-318 was briefly reused in 2019 for a test gate at Oakhollow that never went live, so a handful of 2019 tickets use it for that. In everything since, it means GATEKEEPER.
Other terms
- CAB: the Change Advisory Board, which meets every other Tuesday.
- Duty manager: the senior person on the Service Desk out-of-hours shift, paged first by several runbooks.
- PIR: a post-incident review.
- RTO and RPO: recovery time objective (how long a system may be down) and recovery point objective (how much data may be lost).
- Documentary band: WATCHTOWER scores that trigger a paperwork check but not an examination.
""")

# ---------------------------------------------------------------- rotas
page("On-call rota: Network & Infrastructure Operations, Q3 2024", """
NIO provides on-call cover around the clock. The weekday primary covers Monday 08:00 to Saturday 08:00, and the weekend cover runs from Saturday 08:00 to Monday 08:00. The secondary takes any page that is not acknowledged within 15 minutes, at any time of the week. The pager group number is 01632 960150.
| Week commencing | Weekday primary | Weekend cover | Secondary |
|---|---|---|---|
| 1 July | Keisha Morgan | Piotr Nowak | Declan Frye |
| 8 July | Piotr Nowak | Elliot Sandhu | Declan Frye |
| 15 July | Elliot Sandhu | Keisha Morgan | Declan Frye |
| 22 July | Declan Frye | Piotr Nowak | Keisha Morgan |
| 29 July | Keisha Morgan | Elliot Sandhu | Declan Frye |
| 5 August | Elliot Sandhu | Piotr Nowak | Declan Frye |
| 12 August | Piotr Nowak | Keisha Morgan | Declan Frye |
| 19 August | Elliot Sandhu | Piotr Nowak | Keisha Morgan |
| 26 August | Keisha Morgan | Elliot Sandhu | Declan Frye |
| 2 September | Declan Frye | Keisha Morgan | Piotr Nowak |
| 9 September | Piotr Nowak | Elliot Sandhu | Declan Frye |
| 16 September | Elliot Sandhu | Piotr Nowak | Declan Frye |
| 23 September | Keisha Morgan | Declan Frye | Piotr Nowak |
Logged swaps
- Week commencing 12 August: Piotr Nowak and Keisha Morgan swapped roles for the week, so Keisha was weekday primary and Piotr took the weekend. Logged by Declan Frye on 6 August.
- Weekend of 7 and 8 September: Elliot Sandhu covered instead of Keisha Morgan. Logged by Declan Frye on 30 August.
Swaps must be agreed by both people and logged here before the week starts; the table itself is not edited, so always read the swap log as well. Marguerite Ashdown is not on the rota but can be called by the secondary for a P1 lasting more than two hours.
""")

page("On-call rota: Scanning & Detection Engineering, Q3 2024", """
SDE runs a single on-call engineer each week, from Monday 09:00 to the following Monday 09:00, reached on 01632 960140. The backup is whoever is named in the last column, who takes the call if the on-call engineer has not acknowledged within 20 minutes.
| Week commencing | On-call engineer | Backup |
|---|---|---|
| 1 July | Gareth Pim | Hannah Lyle |
| 8 July | Ayesha Qureshi | Hannah Lyle |
| 15 July | Lukas Brenner | Hannah Lyle |
| 22 July | Hannah Lyle | Fergus Odhiambo |
| 29 July | Gareth Pim | Hannah Lyle |
| 5 August | Ayesha Qureshi | Hannah Lyle |
| 12 August | Lukas Brenner | Hannah Lyle |
| 19 August | Gareth Pim | Hannah Lyle |
| 26 August | Ayesha Qureshi | Hannah Lyle |
| 2 September | Lukas Brenner | Hannah Lyle |
| 9 September | Gareth Pim | Hannah Lyle |
| 16 September | Ayesha Qureshi | Hannah Lyle |
| 23 September | Lukas Brenner | Hannah Lyle |
Swap log (kept by Hannah Lyle)
- Wednesday 31 July: Lukas Brenner covered for Gareth Pim from 09:00 to 21:00. Logged 29 July.
- Saturday 14 and Sunday 15 September: Ayesha Qureshi covered for Gareth Pim for the whole weekend. Logged 10 September.
Scanner hardware calls raised out of hours go to Korvane Imaging Ltd through their support line, with the incident number from the Service Desk. The on-call engineer is expected to be within an hour of Harrowmere, because some faults can only be reset at the portal.
""")

# ---------------------------------------------------------------- directory
page("Contact directory: Northern Region IT and inspection operations", """
Numbers for the teams and people most often needed. Mobile numbers are for work use only; please try the team queue or the Service Desk first unless the matter is urgent.
| Name | Role | Phone |
|---|---|---|
| Service Desk | Weekdays 08:00 to 18:00 | 01632 960100 |
| Service Desk, out of hours | Evenings, weekends and public holidays | 01632 960199 |
| Joel Ansah | Service Desk manager | 01632 960101 |
| Priya Ramaswamy | Lead, Cargo Systems Team | 07700 900101 |
| Tomasz Wielgosz | Deputy, Cargo Systems Team | 07700 900102 |
| Fergus Odhiambo | Lead, Scanning & Detection Engineering | 07700 900141 |
| Hannah Lyle | Deputy, Scanning & Detection Engineering | 07700 900142 |
| SDE on-call | Weekly on-call engineer | 01632 960140 |
| Marguerite Ashdown | Lead, Network & Infrastructure Operations | 07700 900163 |
| Declan Frye | Deputy, Network & Infrastructure Operations | 07700 900164 |
| NIO pager group | On-call engineer | 01632 960150 |
| Oluwaseun Hart | Lead, Targeting Systems Team | 07700 900205 |
| Bethan Croft | Deputy, Targeting Systems Team | 07700 900206 |
| Rhiannon Coyle | Lead, Mobile Inspection Technology | 07700 900377 |
| Samir Haddad | Deputy, Mobile Inspection Technology | 07700 900378 |
| Imogen Castell | Supplier contact, Veltrix Solutions Ltd | 07700 900412 |
| Dominic Ferreira | Supplier contact, Veltrix Systems plc | 07700 900433 |
| Beatrix Hollis | Supplier contact, Korvane Imaging Ltd | 07700 900451 |
| Owen Tully | Supplier contact, Korvane Imaging Ltd | 07700 900452 |
Rhiannon Coyle's previous mobile, 07700 900318, was withdrawn in October 2024 and is no longer monitored. Some older runbooks and email signatures still show it.
Site managers and supplier staff not listed here should be reached through the site office or the supplier's own support desk.
""")


def main():
    assert len(PAGES) == 45, len(PAGES)
    out = os.path.join(HERE, "corpus.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for i, (title, text) in enumerate(PAGES, 1):
            rec = {"id": "CUS-doc-%03d" % i, "title": title, "text": text}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote", out, len(PAGES))


if __name__ == "__main__":
    main()
