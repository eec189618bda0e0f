"""Writes corpus.jsonl for themepark-dev. Standard library only."""
import json
import os

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# 001
page("System page: RideLink", """
RideLink is the supervisory layer that sits above the individual ride safety controllers at Brackenfell Park. Most engineers call it the Spine.
System: RideLink
Former name: CRMS (Central Ride Monitoring System), used until the 2021 rebuild
Owner team: Ride Control Engineering
Supplier: Verrant Automation Ltd (see Supplier profile: Verrant Automation Ltd)
Current version: 6.2, installed under CHG-2417 in January 2025
Primary servers: server room PY-SR1, Pennock Yard
Standby servers: control room BFP-CR2, Brackenfell Park
RTO: 30 minutes
RPO: 5 minutes
Runbook: RUN-014 (heartbeat loss)
What it does
- Issues dispatch permissives to the 19 powered rides and collects telemetry from each ride PLC.
- Sends ride throughput counts to QueueSense every minute, which turns them into wait times.
- Writes fault and stoppage history to the RideLink Historian.
What it does not do
- It never overrides a ride's own safety PLC. If RideLink is unavailable, a ride may finish its current cycle but must not be dispatched again until Ride Control Engineering confirms that the supervisory layer is back.
Notes
- The 30-minute RTO above covers the supervisory service only. The Historian is restored separately and has an RTO of 24 hours, because no ride depends on it to run.
- All traffic between RideLink and the rides travels over ParkNet. A fault on the Mesh therefore looks exactly like a RideLink fault from the control room, so check the network first (RUN-014 covers this).
- Every change to RideLink falls under the current ride control change freeze policy, version 4.1.
""")

# 002 prose
page("Team page: Ride Control Engineering", """
Ride Control Engineering (RCE) looks after the systems that sit between the ride operators and the ride safety controllers, above all RideLink. Until the 2022 reorganisation the team was called the Ride Systems Group, and older documents still use the initials RSG.
Imogen Thackeray leads the team. She took over from Alaric Penhallow in March 2024, when he moved across to an advisory role with Ride Safety Assurance. Her deputy is Dev Raghunathan, who also chairs the fortnightly RideLink patch review and owns most of the team's change records. The rest of the team is three engineers (Saoirse Lund, Kofi Ambrose and Mateusz Kowal) and one apprentice.
The team is based at Pennock Yard, in the first-floor engineering office above the spares store, although at least one engineer is on site at Brackenfell Park whenever rides are running. Out of hours the team is reached through the ride control on-call rota rather than by ringing individuals. Imogen does not take weekend shifts, so weekend escalations go to Dev instead.
Planned work is raised as change records and goes through the Ride Control CAB, which meets on the second Thursday of each month and which Imogen chairs. The team owns RUN-014, the runbook for RideLink heartbeat loss, and is the main point of contact for Verrant Automation Ltd. Questions about inspection records belong with Ride Safety Assurance rather than with this team, and network faults go to Network Operations.
""")

# 003
page("Supplier profile: Verrant Automation Ltd", """
Supplier: Verrant Automation Ltd
Supplies: RideLink software licence, PLC gateway hardware and third-line support
Contract reference: VA-RC-2291
Contract start: 1 September 2022
Contract end: 31 August 2027
Account manager: Olwen Pryce (since 1 March 2024)
Previous account manager: Gideon Marsh (until 29 February 2024)
Support line (24/7): 01632 960418
Service levels under VA-RC-2291
| Priority | Response | Resolution |
| P1, supervisory loss on any ride | 30 minutes | 4 hours |
| P2, degraded but rides running | 2 hours | 2 working days |
| P3, cosmetic or reporting | next working day | 10 working days |
Gideon handed the account over to Olwen at the end of February 2024. His name is still printed on the 2022 contract schedules and on some laminated escalation sheets in BFP-CR2; those sheets are being replaced, and calls should go to the support line or to Olwen, never to Gideon.
Olwen works from Verrant's Dunmere office and attends the quarterly service review with Imogen Thackeray and Dev Raghunathan. Dev prepares the review pack, including a list of every P1 and P2 call made since the previous review.
Verrant only declares a P1 once the caller quotes the RideLink site ID, BFP-RL-01. Calls without it are logged as P2 until confirmed, which has caught people out more than once. The contract includes one scheduled upgrade each year; the 2025 upgrade was CHG-2417.
""")

# 004 prose
page("Site profile: Pennock Yard", """
Pennock Yard is the resort's engineering depot, about two miles north of the Main Gate on the old Pennock brickworks site. It houses the central workshops, the spares store, the first-floor engineering offices and server room PY-SR1, which holds the primary RideLink servers and one of the two ParkNet core switches. Older staff still call it the Yard, and the site code on asset labels is PNY.
The site manager is Winifred Osei. She is responsible for access control, contractor sign-in and the permit-to-work system, and she holds the keys to the high-voltage substation together with the Facilities Engineering duty engineer. Ride Control Engineering and Network Operations are both based here.
Because of the substation and the lifting equipment in the workshops, the site falls under the Northern Plant Inspectorate, which examines the lifting gear every six months and inspects the electrical installation every five years. The last full electrical inspection was completed in October 2023. The Fairground and Rides Safety Commission has no jurisdiction at Pennock Yard, since no rides operate here, although ride components repaired in the workshops are signed off by Ride Safety Assurance before they go back to the park.
The server room has two independent power feeds and a diesel generator sized for 36 hours at full load. Visitors need an escort from a member of one of the resident teams, and deliveries are accepted between 07:30 and 15:30 on weekdays only.
""")

# 005
page("Glossary: nicknames and former system names", """
People across the resort rarely use official system names on the radio. This table maps the names you will hear in tickets, handovers and older incident reviews to the systems as the wiki records them. Legacy asset codes and site numbers are on the separate glossary page for legacy codes and site abbreviations.
| Name you might hear | Official system | Kind | Notes |
|---|---|---|---|
| the Spine | RideLink | nickname | ride control supervisory layer |
| CRMS | RideLink | former name | Central Ride Monitoring System, renamed 2021 |
| the Ticker | QueueSense | nickname | from the scrolling wait-time boards |
| WaitBoard | QueueSense | former name | renamed 2022 when Lumo took over the product |
| Gatey | GateKeeper | nickname | mostly used by gate supervisors |
| ParkPal | Beacon | former name | guest app, renamed June 2023 |
| HeatNet | Lodestar | former name | building management, renamed 2020 |
| the Boiler Brain | Lodestar | nickname | used by Heron Lodge staff |
| Chlorine Charlie, Charlie | AquaGuard | nickname | Lagoon plant room |
| the Mesh | ParkNet | nickname | core and wireless network |
| Inspecta | SafeState | former name | ride inspection records, renamed 2021 |
Things that catch people out
- "The Spine" is sometimes used loosely for the whole ride network. Strictly it is RideLink; the network underneath is the Mesh.
- The Ticker is not the same as "the ticket boards", which are GateKeeper displays at the Main Gate.
- Charlie only ever means AquaGuard. The old outdoor lido plant had no nickname that anyone remembers.
If you hear a name that is not listed, add it here rather than on a system page.
""")

# 006
page("System page: QueueSense", """
System: QueueSense
Nickname: the Ticker
Former name: WaitBoard (until 2022)
Owner team: Guest IT
Supplier: Lumo Queue Systems
Hosting: Lumo's cloud service, with a local cache server at Heron Lodge
RTO: 4 hours
RPO: 1 hour
QueueSense works out the wait time for every ride from the throughput counts that RideLink sends each minute, and shows them on 41 display boards around Brackenfell Park and in the Beacon app. It also sells and holds virtual queue slots; Beacon is only the front end for those bookings.
Dependencies
- RideLink, for throughput counts (if RideLink stops sending, wait times freeze rather than go blank)
- Beacon, for guest bookings
- ParkNet, for the display boards
Fallback
- If QueueSense is down, ride hosts switch to the paper return-time cards kept at each ride entrance.
- Boards can be set to show "See ride host" from the local cache server even when the cloud service is unreachable.
Known issues
- When the throughput feed fails, the local cache keeps serving the last values it received without flagging them as old. This is what made INC-2025-012 so hard to spot. Lumo has promised a fix in its autumn 2025 release.
- Board firmware below version 3.8 occasionally drops the Lagoon section of the display.
The contract is due for renewal in 2026; see the Lumo supplier profile for dates and support contacts.
""")

# 007
page("Team page: Guest IT", """
Team: Guest IT
Lead: Callum Ferreira
Deputy lead: Priya Lindqvist
Base: Heron Lodge, ground floor behind the conference suite
Systems owned: QueueSense, GateKeeper, Beacon
Runbook: RUN-031 (GateKeeper turnstile fallback)
On-call: see On-call rota: Guest IT and Facilities Engineering, May 2025
Guest IT runs everything a guest touches before, during and after a visit, from buying a ticket to booking a virtual queue slot and logging on to the Wi-Fi. The team is headed by Callum Ferreira, who came across from the hotel side of the business in 2021 and took charge in 2023. Priya Lindqvist is his deputy; she leads on incident reviews and supplier escalations, and covers for him when he is away.
Members
- Callum Ferreira, lead
- Priya Lindqvist, deputy lead
- Elif Marchetti, engineer (GateKeeper specialist)
- Rowan Achebe, engineer (QueueSense and Beacon)
- Tamsin Gould, engineer
How to reach us
- In hours, raise a ticket with the IT Service Desk, who will assign it to the Guest IT queue.
- Out of hours, the Service Desk answering service pages the Guest IT on-call engineer.
- Please do not phone team members' mobiles for routine requests; the contact directory lists them for emergencies.
Guest IT staff work from Heron Lodge but spend much of the day at the Main Gate during the season. The team does not own ParkNet, so Wi-Fi coverage problems belong to Network Operations even when guests report them through Beacon.
""")

# 008
page("Supplier profile: Lumo Queue Systems", """
Supplier: Lumo Queue Systems
Product: QueueSense (formerly WaitBoard)
Contract reference: LQS-4410
Contract end: 30 June 2026
Account manager: Rafaela Nkemelu (from 14 October 2024)
Former account manager: Stellan Byrne (to 13 October 2024)
Service desk: 01632 960233, staffed 08:00 to 20:00 every day
Support levels in LQS-4410
| Priority | Meaning | Response | Resolution |
|---|---|---|---|
| Priority 1 | No wait times or no bookings anywhere | 2 hours | 1 business day |
| Priority 2 | Partial loss, for example one zone of boards | 4 hours | 3 business days |
| Priority 3 | Cosmetic or reporting faults | 1 business day | 10 business days |
Outside service desk hours, priority 1 calls go to a voicemail box that is checked every 30 minutes. The response clock starts when the voicemail is picked up, not when it is left, and Guest IT has raised this twice at service reviews without success.
Stellan Byrne looked after us from the WaitBoard days until the handover in October 2024 and still gets copied into old email threads by mistake. Rafaela Nkemelu now attends the monthly service review with Priya Lindqvist.
A renewal decision on LQS-4410 is needed well before the contract ends. Guest IT is preparing options for the engineering leadership team, and a retender has not been ruled out.
""")

# 009 prose
page("Post-incident review INC-2024-031: Main Gate turnstile outage", """
At 09:12 on Saturday 13 July 2024, twenty minutes after opening, every turnstile at the Main Gate stopped accepting tickets at the same moment. Online sales carried on normally, which at first made the gate team think the problem lay with the scanners rather than with TKT-02 (GateKeeper) itself.
The outage lasted 47 minutes. It ended at 09:59, when Elif Marchetti from Guest IT installed renewed certificates on the Main Gate turnstile controller, GK-C1. The queue outside the gate took a further 1 hour 20 minutes to clear, and roughly 3,100 guests were held up. Gate supervisors opened the two accessible gates and admitted guests with handheld scanners from about 09:30, which is why the queue did not grow further. The Lagoon entrance and the Heron Lodge side gate were unaffected, because their controller, GK-C2, uses a certificate issued a year later.
The root cause was simple. The certificate that the controller uses to talk to the ticketing back end had expired overnight, and nobody was monitoring its expiry date. The supplier had emailed a reminder in May, but it went to a shared mailbox that nobody in Guest IT was reading at the time.
Priya Lindqvist led the review, and the supplier's account manager at the time attended the review meeting on 23 July. The agreed actions were to add certificate expiry checks to monitoring, to route supplier notices to the Guest IT team mailbox, and to write the handheld scanner fallback into a proper runbook, which became RUN-031.
""")

# 010
page("System page: GateKeeper", """
System: GateKeeper
Legacy code: TKT-02 (still printed on turnstile labels)
Nickname: Gatey
Owner team: Guest IT
Supplier: Pallister Ticketing plc (not Pallister Digital Ltd, who supply Beacon)
RTO: 1 hour
RPO: 15 minutes
Runbook: RUN-031, turnstile fallback
GateKeeper sells day tickets, annual passes and hotel packages, and validates them at every entrance. Online sales run on the supplier's hosted platform; validation runs on three turnstile controllers at the resort, which keep working for up to two hours if the hosted platform cannot be reached.
| Entrance | Turnstiles | Controller | Notes |
|---|---|---|---|
| Main Gate | 28 | GK-C1 | plus two accessible gates opened by staff |
| Lagoon entrance | 9 | GK-C2 | wristband printers at each lane |
| Heron Lodge side gate | 4 | GK-C2 | hotel guests only, closes at 18:00 |
| Staff gate | 2 | GK-C3 | staff passes only |
The counts above are physical turnstiles. During winter, six of the Main Gate turnstiles are usually switched off, so the live figure on the GateKeeper dashboard will be lower; that is expected and not a fault.
Certificate expiry on a controller caused INC-2024-031. Certificates are now checked every morning and renewed at least 30 days before they expire. The RTO and RPO apply to the hosted sales platform; the controllers themselves are replaced like for like from spares held at Pennock Yard.
""")

# 011
page("Supplier profile: Pallister Ticketing plc", """
Pallister Ticketing plc provides the GateKeeper platform and the hardware around it.
- Supplies: GateKeeper ticketing platform, turnstile controllers GK-C1 to GK-C3, ticket and wristband printers
- Contract reference: PT-7734
- Contract term: 1 April 2021 to 31 March 2028
- Account manager: Ffion Castellano, from 2 January 2025
- Previous account manager: Warwick Adeyemi, 2019 to 31 December 2024
- Support line: 01632 960571, 24 hours a day
- Gate-down fault: response within 1 hour, resolution within 6 hours
- Other faults: response next working day
Pallister Ticketing is a different company from Pallister Digital Ltd, which supplies Beacon. The two share a founder and a logo colour but have been separately owned since 2016. They have separate contracts and separate support lines, and neither will take calls about the other's products, so check which one you need before you ring.
Warwick Adeyemi handled the account through the 2024 season and handed over to Ffion Castellano at the start of January 2025. Ffion is based at Pallister's northern office and visits the resort once a month, usually on the first Tuesday, when she meets Callum Ferreira or Priya Lindqvist.
Renewal talks are not expected before 2027. Any request to add turnstiles or entrances is priced as a variation to PT-7734 rather than as a new contract.
""")

# 012 prose
page("Supplier profile: Pallister Digital Ltd", """
Pallister Digital Ltd builds and hosts Beacon, the resort's guest app and Wi-Fi captive portal, which was relaunched under its current name in June 2023. Despite the name, the company has nothing to do with Pallister Ticketing plc beyond a shared history. The two firms split in 2016, and they should never be treated as one supplier in procurement, in invoices or on incident calls.
Our contract with Pallister Digital is PD-0982. It runs until 31 December 2025, and the Guest IT steering group has asked Procurement to negotiate an option to extend it by twelve months. Beacon's development roadmap is agreed with the supplier twice a year.
The account manager is Nadia Sorensen, who took the account over from Ruaridh Bell on 1 July 2023, at about the same time as the rebrand. Ruaridh has since left the company, so email sent to his old address bounces, and the pre-2023 contact sheet that lists him is out of date.
Support is provided by the Pallister Digital studio team on 01632 960602 during office hours, 09:00 to 17:30 from Monday to Friday. There is no out-of-hours cover in PD-0982, so weekend problems with the app are handled by the Guest IT on-call engineer on a best-endeavours basis and passed to the studio on Monday morning. A response to a reported fault is promised within 4 business hours and a resolution within 5 business days, neither of which helps much on a busy Saturday. Guest IT has asked for weekend cover to be priced into any extension.
""")

# 013 prose
page("System page: Beacon", """
Beacon is the guest-facing mobile app and Wi-Fi captive portal for the whole resort. Until June 2023 it was called ParkPal, and the old name still turns up in app store reviews and on a few faded signs near the Lagoon. Beacon is owned by Guest IT and is built and hosted by Pallister Digital Ltd.
Guests use Beacon to book and hold virtual queue slots, to carry their tickets, to find their way around the park map and to log on to guest Wi-Fi. The bookings themselves live in QueueSense and the tickets in GateKeeper, so Beacon is mostly a front end. The captive portal pages are hosted by the supplier, while the access points they run on belong to ParkNet and are looked after by Network Operations.
Because it holds so little data of its own, Beacon has a relatively relaxed recovery time objective of 8 hours and a recovery point objective of 24 hours. Guest account profiles are copied to a backup once a night.
Ride-photo kiosks around the park carry the Beacon logo and let guests send their photos to the app, but the kiosks and the photo system behind them are run by a concession, Snapwell Leisure, under a commercial agreement with the retail team. They are not covered by this page, by Guest IT support or by any of our recovery objectives.
The captive portal has been slow to load at peak times since early 2025. A rebuild was agreed at the Guest IT steering group in April 2025 and is being tracked there.
""")

# 014 prose
page("Site profile: Brackenfell Park", """
Brackenfell Park is the resort's main theme park and its largest site. It has 19 powered rides, the Main Gate, most of the food outlets and the central ride control room, BFP-CR2, which also holds the standby RideLink servers. Older asset labels call it Site 1, and its site code is BFP. The park is designed for 18,000 guests a day, although day tickets usually sell out well before that figure is reached.
Hollis Drummond is the site manager. He is responsible for the park's operating licence, the daily opening decision and the emergency plan, and he chairs the morning operations briefing at 08:15. Ride Safety Assurance is based in the ride control building next to BFP-CR2, and Ride Control Engineering keeps a hot desk there, although its own base is Pennock Yard.
The park's ride safety regulator is the Fairground and Rides Safety Commission (FRSC). Every powered ride is inspected by the FRSC once a year, on dates the Commission sets at short notice, and any dangerous occurrence on a ride must be reported to it within 48 hours. The most recent full inspection finished on 4 March 2025 without any prohibition notices. Kestrel Drop, the tallest ride in the park, was reported to the FRSC after INC-2024-044.
Food outlets are inspected separately by the district council's environmental health team, which is outside the scope of this wiki. The car parks and the coach bay are managed by the resort's estates team rather than by the park.
""")

# 015
page("Team page: Facilities Engineering", """
Team: Facilities Engineering
Lead: Margot Oyelaran
Deputy: Henrik Bassey
Base: Saltmarsh Lagoon, plant room offices on level -1
Systems owned: Lodestar, AquaGuard
Runbooks: RUN-022 (AquaGuard dosing alarm), RUN-040 (Lodestar chiller fault)
Margot has led Facilities Engineering since 2020, and Henrik became her deputy in 2023 after running the Heron Lodge plant for six years. Although the team is based at the Lagoon, roughly half of its planned work is at Heron Lodge, where Lodestar runs the boilers and chillers.
| Name | Role | Usual pattern |
| Margot Oyelaran | Lead | Weekdays, office hours |
| Henrik Bassey | Deputy lead | Weekdays, plus CAB attendance |
| Ines Calloway | Water treatment technician | Lagoon, early shifts |
| Declan Abara | HVAC engineer | Heron Lodge and Lagoon |
| Bartholomew Nyqvist | Electrical engineer | All sites, including the Pennock Yard substation |
Ines, Declan and Bartholomew share the Facilities primary on-call. Margot and Henrik are not on the rota but act as escalation points, Henrik first.
The team does not look after the Lagoon flumes (they belong to Ride Safety Assurance for inspection purposes) or any ride equipment. Water chemistry alarms go straight to the on-call engineer through RUN-022. Building temperature complaints from Heron Lodge guests should be logged with the IT Service Desk first, who will pass them on.
""")

# 016
page("System page: Lodestar", """
Lodestar is the building management system (BMS) for the resort's two largest buildings.
- Former name: HeatNet, until the Corvane platform upgrade in 2020
- Nickname: the Boiler Brain, mostly used at Heron Lodge
- Owner team: Facilities Engineering
- Supplier: Corvane Building Controls
- Controls: boilers, chillers and air handling at Heron Lodge; pool hall air handling and dehumidification at Saltmarsh Lagoon
- Head-end server: a virtual machine in PY-SR1, Pennock Yard
- RTO: 2 hours
- RPO: 4 hours
- Runbook: RUN-040 for chiller faults at Heron Lodge
Lodestar does not touch pool water chemistry, which is AquaGuard's job, even though both systems have screens in the Lagoon plant room. If the head end is lost, the local outstations keep running their last schedules, so the practical effect of an outage is a loss of visibility and alarms rather than a loss of heating or cooling.
The outstations run Corvane firmware 9.2. A patch to 9.4 was brought to the Ride Control CAB on 9 January 2025 and deferred; the minutes of that meeting give the reasons. Until it is applied, remote resets of the Heron Lodge chillers need a Corvane engineer on the phone.
Trend data is kept for 13 months. Older data is exported every quarter to the Facilities Engineering share, where it is used for energy reporting.
""")

# 017
page("Supplier profile: Corvane Building Controls", """
Supplier: Corvane Building Controls
System supported: Lodestar (formerly HeatNet)
Contract reference: CBC-3318
Contract end: 30 September 2026
Account manager: Teodor Vance (since 1 May 2024)
Former account manager: Mairead Okafor (2019 to April 2024)
Office hours line: 01632 960744, 08:00 to 17:00 Monday to Friday
Out-of-hours desk: 01632 960745
Response in office hours: 4 hours
Resolution in office hours: 2 working days
Out-of-hours response: 90 minutes, boiler and chiller failures only
Corvane are a small firm and it shows, in both good and bad ways. Their engineers know our plant well, but the out-of-hours desk is an answering service that only calls out an engineer for boiler and chiller failures; anything else reported at night is logged and picked up the next working day under the office-hours targets.
Mairead Okafor managed the account from 2019 until she moved to Corvane's public-sector division at the end of April 2024. Teodor Vance has been our account manager since then and holds a quarterly review with Margot Oyelaran. Mairead's name is still on the 2021 contract variation and on the plant room wall chart at Heron Lodge, which is due to be reprinted.
Corvane engineers need a permit from Pennock Yard before working on the head-end server, and they must sign in with the Heron Lodge duty manager before entering the chiller plant.
""")

# 018
page("System page: AquaGuard", """
System: AquaGuard
Legacy code: WTP-7
Nickname: Chlorine Charlie, often just Charlie
Location: Saltmarsh Lagoon plant room
Owner team: Facilities Engineering
Supplier: Hydrallis Ltd
RTO: 20 minutes
RPO: 10 minutes
Runbook: RUN-022 (dosing alarm)
AquaGuard measures free chlorine and pH in the three Lagoon pools every few seconds and controls the dosing pumps that add sodium hypochlorite and acid. Its RTO is short because, if the controller is offline for longer than 20 minutes, the Lagoon duty manager must close the affected pools until manual testing confirms that the water is safe.
Free chlorine thresholds, main pool
- Low alarm: 1.0 mg/l
- High alarm: 2.5 mg/l (lowered from 3.0 mg/l by CHG-2452 with effect from 1 March 2025)
- Dosing shutdown: 4.0 mg/l
The toddler pool has its own, tighter thresholds; see CHG-2452.
Other notes
- Alarms now page the Facilities on-call engineer as well as sounding on the plant room panel. Before March 2025 they only sounded locally, which contributed to INC-2025-007.
- The controller talks to the Lagoon's Lodestar outstation for plant room ventilation only; Lodestar has no say in dosing.
- Spare probes are held in the Lagoon plant room, not at Pennock Yard.
- pH is held between 7.2 and 7.6, and pH alarms follow the same runbook as chlorine alarms.
""")

# 019
page("Supplier profile: Hydrallis Ltd", """
Supplier: Hydrallis Ltd
Supplies: AquaGuard dosing controller, dosing pumps and probes
Contract reference: HY-5502
Contract end: 28 February 2027
Emergency line (24/7): 01632 960389
Dosing fault closing a pool: response 45 minutes, resolution 8 hours
Account management
| Account manager | From | To |
|---|---|---|
| Celestine Moor | 1 March 2021 | 18 August 2024 |
| Yusuf Brannigan | 19 August 2024 | present |
HY-5502 replaced the older pump maintenance agreement HY-4870, which expired in March 2023; the two should not be confused, although some purchase orders still quote the old number. Engineers come from the Hydrallis depot about 35 minutes away, which is why the 45-minute response is realistic even at weekends.
Celestine Moor set up the AquaGuard installation and remains the Hydrallis technical lead for it, so her name appears in the commissioning documents and on the controller's service sticker. She is no longer the commercial contact. Contract matters, price reviews and complaints go to Yusuf Brannigan, who meets Margot Oyelaran every quarter.
The emergency line is answered by an engineer rather than a call centre. Quote the site name and the controller code WTP-7 when calling, because the Hydrallis system predates the AquaGuard name.
Hydrallis engineers attended three times in the 2024 season, for probe and pump faults, and were inside the contractual response time on each occasion.
""")

# 020
page("Site profile: Saltmarsh Lagoon", """
Site: Saltmarsh Lagoon
Legacy designation: Site 2
Site code: SML
Type: indoor water park with three pools and seven flumes
Site manager: Esther Kallio
Resident team: Facilities Engineering
Duty manager phone: 01632 960277 (mobile 07700 900777)
Pool water regulator: Marlshire Bathing Water Authority (MBWA)
Flume inspections: Fairground and Rides Safety Commission (FRSC), annually
The Lagoon opened in 2016 on the site of the old outdoor lido. It is open all year, from 10:00 to 18:00 outside school holidays and until 20:00 during them. Esther Kallio has managed the site since it opened.
The MBWA is the Lagoon's main regulator. It samples the water monthly, without notice, and must be told within 4 hours of any pool closure caused by water chemistry. The flumes count as amusement devices, so the FRSC inspects them once a year alongside its park inspection, but the FRSC takes no interest in the water itself.
Facilities Engineering is based in the plant room offices on level -1, next to the AquaGuard controller and the Lodestar outstation. The duty manager is the first call for any guest-facing problem at the Lagoon and must be told before any pool is closed or reopened.
The Lagoon entrance turnstiles are part of GateKeeper and are supported by Guest IT, not by the Lagoon team.
""")

# 021 prose
page("Post-incident review INC-2024-044: Kestrel Drop stall", """
At 14:36 on Sunday 22 September 2024 the Spine lost its heartbeat to the Kestrel Drop station controller. The ride's own safety PLC did exactly what it is designed to do and held the car at the top brake with 38 guests on board, who were lowered in the normal sequence once the ride operator had taken manual control. Nobody was hurt, although several guests were distressed and two asked for first aid.
The RideLink heartbeat was missing for only 6 minutes. Kestrel Drop itself stayed closed for 1 hour 52 minutes, reopening at 16:28, because Ride Safety Assurance required a full inspection before it could carry guests again. Because the ride had stopped with guests at height, the event was reported to the regulator that evening.
RideLink behaved correctly throughout. The root cause lay in ParkNet, where the edge switch serving Kestrel Drop rebooted after a memory leak in its firmware. While the switch was down, RideLink could not see the ride, withheld the dispatch permissive and raised the alarm, as intended. A shorter heartbeat loss on another ride, INC-2024-019 in June, had been closed without a review, and its cause was never established.
The review was chaired by Beatrix Oduya. The agreed actions were for the switch owners to roll out fixed firmware to all 96 edge switches before the 2025 season, for Ride Control Engineering to add a network check to RUN-014, and for Ride Safety Assurance to brief ride operators on evacuation from the top brake.
""")

# 022
page("System page: ParkNet", """
System: ParkNet
Nickname: the Mesh
Owner team: Network Operations
Supplier: Steadfast Networks (switch hardware and firmware support)
Core switches: one in PY-SR1 at Pennock Yard, one in BFP-CR2 at Brackenfell Park
Edge switches: 96
Wireless access points: 412
RTO: 1 hour for each site's core service
ParkNet carries almost everything else described on this wiki.
- RideLink traffic to and from every ride, on its own protected segment
- GateKeeper turnstile controllers and ticket printers
- QueueSense display boards
- Beacon guest Wi-Fi, through the captive portal
- AquaGuard and Lodestar telemetry from the Lagoon and Heron Lodge
No RPO is set, because ParkNet holds no business data; switch configurations are backed up nightly to PY-SR1.
Recent history
- The INC-2024-044 stall at Kestrel Drop was traced to edge switch firmware. Fixed firmware was rolled out to every edge switch during the winter shutdown.
- Replacement of both core switches was approved in principle at the Ride Control CAB on 9 January 2025.
- Segments carrying ride traffic are covered by the ride control change freeze policy.
The Steadfast Networks contract, pricing and account contacts are held by Procurement and are not published on this wiki. For hardware faults, raise a ticket with Network Operations, who will contact Steadfast.
""")

# 023 prose
page("Team page: Network Operations", """
Network Operations is headed by Tobias Wren, with Aisling Moorcroft as his deputy. The team of five runs ParkNet, the resort's wired and wireless network, and is the only team allowed to change switch configurations, including on the protected segment that carries ride traffic.
The team is based at Pennock Yard alongside Ride Control Engineering, sharing the engineering office above the spares store. In practice Aisling spends most of the season at Brackenfell Park, where the bulk of the access points are, while Tobias works from the Yard and looks after the core and the supplier relationship. Jurgen Okoro, the team's senior engineer, led the edge switch firmware roll-out over the winter shutdown.
Network Operations does not yet run a formal out-of-hours rota. Network faults outside working hours are picked up on a best-endeavours basis, with the IT Service Desk answering service ringing round the team until someone answers. The leadership team agreed in March 2025 that a proper rota should start in the autumn, and until then other teams' on-call engineers should expect a slower response on network issues at night and at weekends.
Wi-Fi complaints from guests usually arrive through Beacon or through Guest IT, but coverage and access point faults belong here. Requests for new network points should be raised at least four weeks ahead, because cabling in the park has to be scheduled around ride maintenance windows. The team's current priority, now that the edge switch work is finished, is planning the replacement of both core switches.
""")

# 024 prose
page("Site profile: Heron Lodge", """
Heron Lodge is the resort's hotel and conference centre, with 240 bedrooms, the conference suite and the main staff canteen. Older labels call it Site 3, and its site code is HLD. Guest IT and the IT Service Desk are both based here, on the ground floor behind the conference suite.
Anselm Grieve is the site manager and is accountable for the hotel's premises licence and fire safety. Day-to-day running is mostly handled by his deputy, Mireille Tann, who is the person to ask about rooms for visiting engineers and about access to the plant rooms out of hours.
Because the building has sleeping accommodation, fire safety and the premises licence are overseen by the Marlshire Fire and Licensing Unit. It carries out an unannounced inspection roughly once a year and must approve any change to the fire alarm cause-and-effect programming, which is why work on the Lodestar interface to the fire alarm panel always needs a long lead time.
The hotel's boilers, chillers and air handling are controlled by Lodestar, and chiller faults are dealt with under RUN-040. Hotel staff tend to call Lodestar the Boiler Brain, and complaints about room temperature often reach the Service Desk under that name.
There are no rides at Heron Lodge, but the side gate that lets hotel guests into the park has four GateKeeper turnstiles. It closes at six in the evening, after which hotel guests use the Main Gate like everyone else.
""")

# 025
page("Team page: Ride Safety Assurance", """
Team: Ride Safety Assurance (RSA)
Lead: Beatrix Oduya
Deputy: Lorcan Fenwick
Base: Brackenfell Park, ride control building next to BFP-CR2
System owned: SafeState
Advisor: Alaric Penhallow (former head of Ride Control Engineering, with RSA since March 2024)
Ride Safety Assurance is the resort's independent check on ride safety. It reports to the Director of Engineering and Technology rather than to ride operations, so that it can stop a ride without asking anyone's permission.
What the team does
- Signs off the daily inspection of every powered ride and flume before opening
- Acts as the single point of contact with the Fairground and Rides Safety Commission
- Approves every change to RideLink and to ride PLC gateways under policy version 4.1
- Owns SafeState and the inspection records held in it
- Leads reviews of ride incidents, such as INC-2024-044
How to contact the team
- During opening hours, through the ride control room at BFP-CR2
- Outside opening hours, the lead or deputy is reached through the ride control duty phone
Beatrix Oduya leads the team and chairs ride incident reviews; Lorcan Fenwick deputises and is the usual contact for inspection queries from ride operators. Alaric Penhallow advises on legacy ride control questions, particularly anything from the CRMS era, but he has no approval rights. Inspection history older than 2017 is on paper in the ride control building archive and has not been loaded into SafeState.
""")

# 026 prose
page("System page: SafeState", """
SafeState holds the maintenance and inspection records for every powered ride at Brackenfell Park and every flume at Saltmarsh Lagoon. It was bought in 2017 under the name Inspecta and renamed SafeState in 2021, when its vendor, Orrin Asset Software, relaunched the product. On the old asset register it appears under the legacy code MMS-1.
The system belongs to Ride Safety Assurance, which uses it to record the daily pre-opening checks, the weekly and annual inspections and every defect found on a ride. The Fairground and Rides Safety Commission examines these records during its visits, so the data matters more than the software. Ride operators sign the daily checks on tablets, and engineers close defects from the same screens.
SafeState has a recovery time objective of 12 hours and a recovery point objective of 1 hour. If it is unavailable at opening time, the paper check sheets kept in BFP-CR2 are used and typed in later, which is why the 12-hour RTO is acceptable.
At present the servers sit in the ride control building at Brackenfell Park, on a single power feed. The engineering leadership meeting in March 2025 agreed to move them to PY-SR1 by the end of June 2025, to put them behind the same power and cooling as the primary RideLink servers.
The licence and support arrangement with Orrin Asset Software is handled directly by Procurement and Ride Safety Assurance. Faults are raised through the Orrin support portal, and no named supplier contacts are kept on this page.
""")

# 027 prose
page("Post-incident review INC-2025-007: Lagoon chlorine dosing overrun", """
On Saturday 8 February 2025 WTP-7, the AquaGuard controller, kept dosing sodium hypochlorite into the Lagoon's main pool after the free chlorine probe stuck at a low reading. By the time anyone noticed, free chlorine had reached 3.4 mg/l, above the high alarm threshold of 3.0 mg/l in force at the time.
The high alarm did sound, at 10:52, but only on the plant room panel. A technician acknowledged it as a nuisance alarm, because the probe readout on the same screen still showed a normal value. The problem was found at 11:02, when lifeguards reported a strong smell and guests complained of stinging eyes. The Lagoon was closed from 11:05 to 14:15, so the attraction was shut for 3 hours 10 minutes on one of the busiest days of the half-term build-up. No guest needed hospital treatment.
Esther Kallio notified the Marlshire Bathing Water Authority at 12:20, well inside its four-hour notification window. The supplier's engineer arrived 40 minutes after being called and replaced the probe, and Facilities Engineering flushed and rebalanced the pool before it reopened.
INC-2025-007 was reviewed by Margot Oyelaran and Esther Kallio. The review found that the alarm design relied on one person reading one screen correctly. The agreed actions were to lower the high alarm threshold and tighten the dosing shutdown (done through CHG-2452), to send alarms to the on-call pager as well as the panel, and to fit a second probe to the main pool so that a stuck reading can be detected automatically.
""")

# 028
page("Change record CHG-2417: RideLink upgrade to 6.2", """
Change: CHG-2417
Summary: upgrade RideLink from version 6.1 to 6.2
Category: Standard (annual supplier upgrade under VA-RC-2291)
Change owner: Dev Raghunathan
Implementer: Saoirse Lund
RSA approval: Beatrix Oduya
CAB approval: Ride Control CAB, 9 January 2025
Planned window: Tuesday 14 January 2025, 22:00 to 02:00
Rollback plan: restore the 6.1 snapshot on PY-SR1, estimated at 45 minutes
Outcome: completed at 01:20 on 15 January; no rollback needed
Why
Version 6.2 adds per-ride heartbeat thresholds, replacing the single 10-second value used since the CRMS days, and a network health panel fed from ParkNet. Both were requested after INC-2024-044.
Implementation notes
- The standby servers in BFP-CR2 were upgraded first and ran for an hour before failover.
- A Verrant engineer stayed on the phone throughout but did not need to touch the system.
- Two rides, Kestrel Drop and the Looping Heron, were test-cycled empty before sign-off, and both passed.
- The Historian was upgraded separately the following week under a minor change.
Post-implementation review
The change was closed on 20 January. Dev Raghunathan noted that the default configuration had wrongly included the Lagoon flumes, which are not controlled by RideLink, and Saoirse Lund removed them on 16 January. The new thresholds are to be reviewed after the first month of the 2025 season.
""")

# 029
page("Change record CHG-2452: AquaGuard alarm thresholds", """
Change: CHG-2452
System: AquaGuard (WTP-7), Saltmarsh Lagoon
Raised after: INC-2025-007
Change owner: Ines Calloway
Approved by: Margot Oyelaran, with the Lagoon site manager consulted
Effective from: 1 March 2025
This change tightens the free chlorine settings for the main pool and makes alarms page the on-call engineer instead of sounding only on the plant room panel.
| Setting (main pool) | Before | After |
|---|---|---|
| Low alarm, free chlorine | 1.0 mg/l | 1.0 mg/l (unchanged) |
| High alarm, free chlorine | 3.0 mg/l | 2.5 mg/l |
| Dosing shutdown | 5.0 mg/l | 4.0 mg/l |
| Alarm notification | plant room panel only | panel and on-call pager |
Exceptions and notes
- The toddler pool keeps its own high alarm of 2.0 mg/l, which was already tighter than the new main pool value and is not changed by this record.
- The wave pool follows the main pool settings.
- The supplier configured the new values remotely on 28 February, and they were confirmed on site on 3 March.
- The MBWA was told about the new thresholds in the closure follow-up letter, although it had not asked for the change.
Rollback would mean restoring the old values from the controller's saved profile. The change owner has recorded that rollback must not be used except on the instruction of the system owner's team lead.
""")

# 030
page("Ride Control CAB minutes: 9 January 2025", """
Meeting: Ride Control CAB
Date: Thursday 9 January 2025, 14:00, BFP-CR2 meeting room
Chair: Imogen Thackeray
Present: Dev Raghunathan, Beatrix Oduya, Tobias Wren, Henrik Bassey, Priya Lindqvist
Apologies: Margot Oyelaran
Decisions
- CHG-2417, the upgrade of RideLink to 6.2, was approved for Tuesday 14 January with Saoirse Lund implementing. Beatrix Oduya gave RSA approval in the meeting.
- The Lodestar outstation firmware patch (Corvane 9.2 to 9.4) was deferred. Heron Lodge has conferences booked through March and the supplier could not guarantee chiller control during the update. It is to come back no earlier than April.
- Replacement of both ParkNet core switches was approved in principle. The budget is to be confirmed by Finance before any order is placed, and no figure was agreed at this meeting.
- The 2025 freeze dates were confirmed in line with policy version 4.1, which takes effect on 1 February.
Actions
- Henrik Bassey to resubmit the Lodestar patch with a plan for chiller cover.
- Tobias Wren to bring a core switch design and timetable to the March CAB.
- Dev Raghunathan to brief Ride Control Engineering on the new 10-day notice period.
- Priya Lindqvist to check that the GateKeeper controller certificates will be renewed before the freeze.
Next meeting: Thursday 13 February 2025, same room.
""")

# 031 prose
page("Engineering leadership minutes: 3 March 2025", """
The engineering leadership meeting was held at Pennock Yard on Monday 3 March 2025 and chaired by Cordelia Ashworth, Director of Engineering and Technology. Imogen Thackeray, Callum Ferreira, Margot Oyelaran, Tobias Wren and Beatrix Oduya attended, and Sunniva Hale joined for the Service Desk item.
The first decision concerned SafeState. Its servers have sat in the ride control building at Brackenfell Park since 2017, on a single power feed. The meeting agreed that SafeState hosting will move to Pennock Yard by the end of June 2025, and Beatrix will own the move with help from Ride Control Engineering.
Second, the meeting agreed that Network Operations should start a formal out-of-hours rota in the autumn, once two more engineers have been recruited. Until then network cover at night stays best-endeavours. Tobias was asked to cost the rota before the summer.
Third, Callum raised the QueueSense renewal. The Lumo contract ends in June 2026, and ride hosts have complained repeatedly about board reliability. Guest IT will prepare options, including a retender, for the September meeting.
Fourth, Cordelia proposed forming a guest analytics working group to bring ride, queue and gate data together. There was support in principle, but no lead, budget or membership was agreed, and the item was held over.
Sunniva reported that Service Desk response times had met the severity policy targets in every month of the winter. Margot reported that the INC-2025-007 actions were on track and that CHG-2452 had gone live on 1 March. The next meeting is on 2 June at Heron Lodge.
""")

# 032 prose
page("Guest IT steering group minutes: 16 April 2025", """
The Guest IT steering group met on Wednesday 16 April 2025 at Heron Lodge. Callum Ferreira chaired, and Priya Lindqvist, Elif Marchetti, Rowan Achebe, Sunniva Hale and Anselm Grieve were present, with Hollis Drummond joining for the first item.
The group began with INC-2025-012, when wait times froze for most of a Saturday. Hollis said that ride hosts had lost faith in the boards and that paper return-time cards had been used at three rides. Priya summarised the review and confirmed that the local cache fix depends on the supplier's autumn release. The group agreed that, until then, Guest IT will check the boards against RideLink throughput every hour during opening.
The second item was the guest Wi-Fi captive portal, which has been slow at peak times since January. After a long discussion the group decided that the Beacon captive portal should be rebuilt by its supplier before the summer holidays, rather than patched by Guest IT, and that the cost should be absorbed within the existing contract if at all possible. Priya will raise it with the supplier's account manager this month.
Third, Sunniva Hale asked for clearer routing of hotel guest complaints about room temperature, which currently reach the Service Desk as complaints about the Boiler Brain. Anselm agreed to brief reception.
A supplier review meeting with Lumo is booked for 30 April 2025. It will be minuted separately and is not covered here. The next steering group meets on 18 June.
""")

# 033
page("Post-incident review INC-2025-012: Stale wait times on the Ticker", """
Incident: INC-2025-012
Date: Saturday 5 April 2025
System: the Ticker (QueueSense)
Severity: Sev2
Stale data period: 6 hours 15 minutes (09:40 to 15:55)
Detected by: a ride host's report, at 13:10
Review led by: Priya Lindqvist
What happened
- At 09:40 a supplier-side update changed the format of the throughput feed that the Ticker receives from RideLink. The cloud service rejected every update after that.
- The local cache server at Heron Lodge kept serving the last values it held, without marking them as old, so the boards and the Beacon app showed 09:40 wait times for the rest of the day.
- At 13:10 a ride host at Kestrel Drop reported that the board showed a 5-minute wait while the visible queue was about an hour long.
- Guest IT rolled the feed adaptor back at 15:55, and wait times recovered within a minute.
Why it took so long
- Nothing was actually down, so no alarm fired.
- Virtual queue bookings kept working normally, which made the system look healthy.
- The first two hours after detection were spent checking RideLink, which turned out to be fine.
Actions
- Supplier to flag stale data in the cache (autumn release).
- Guest IT to compare board values with RideLink throughput every hour until then.
- Future feed changes to be announced to Guest IT five working days in advance.
""")

# 034
page("Policy: Ride control change freeze (version 4.1)", """
Policy: Ride control change freeze
Version: 4.1 (current)
Effective from: 1 February 2025
Supersedes: version 3.2
Owner: Ride Safety Assurance
Applies to: RideLink, ride PLC gateways, and ParkNet segments carrying ride traffic
Rules
- Standard changes must be submitted to the Ride Control CAB at least 10 working days before the planned date.
- Peak-season freeze: no standard changes between 1 July and 31 August.
- Between 1 April and 31 October no change of any kind is made on a Saturday or Sunday, except emergency changes.
- Emergency changes need the approval of the Ride Safety Assurance lead or deputy and of the Ride Control Engineering on-call engineer. A retrospective change record must be raised within one working day.
- Every change needs Ride Safety Assurance sign-off before implementation, whatever its category.
Why version 4.1 differs from 3.2
Version 3.2 let the head of Ride Control Engineering approve emergency changes alone. After INC-2024-044 the leadership team wanted ride safety approval to sit outside the team making the change, so ownership of the policy moved to Ride Safety Assurance. The freeze period was also brought forward to match the school holidays more closely.
Exceptions
- Changes required by the Fairground and Rides Safety Commission may be made during the freeze with RSA approval.
- Firmware fixes for ParkNet edge switches count as standard changes even during the freeze, provided they have been tested on the spare switch at Pennock Yard.
""")

# 035 prose
page("Policy: Ride control change freeze (version 3.2, superseded)", """
This page keeps version 3.2 of the ride control change freeze policy for reference only. Version 3.2 was in force from 1 March 2022 until it was superseded by version 4.1 on 1 February 2025, and several change records from 2023 and 2024 still cite it. Do not use it for new changes.
Under version 3.2 the policy was owned by Ride Control Engineering. Standard changes had to be submitted to the CAB at least 5 working days before the planned date, half the notice required today. The peak-season freeze ran from 15 July to 10 September, reflecting the old school holiday pattern in Marlshire, and there was no general ban on weekend changes outside the freeze, although weekend work was discouraged.
Emergency changes could be approved by the head of Ride Control Engineering alone, which meant Alaric Penhallow until March 2024 and Imogen Thackeray after that. No ride safety approval was needed before an emergency change, only a report to Ride Safety Assurance afterwards. That arrangement was the main reason the policy was rewritten after INC-2024-044, even though no emergency change was involved in that incident.
Version 3.2 also applied only to RideLink and its predecessor CRMS. It did not mention the network at all, so switch changes on the ParkNet segments carrying ride traffic were outside its scope, a gap that the current version closes.
Questions about how a change made under version 3.2 was approved should go to Ride Control Engineering, which keeps the old approval records.
""")

# 036
page("Policy: Incident severity and response times", """
Policy: Incident severity and response times
Version: 2.0 (current since 1 April 2024)
Owner: IT Service Desk, with Ride Safety Assurance for ride incidents
Severity is set by the Service Desk when an incident is logged and can be raised by any on-call engineer.
| Severity | Typical examples | Response in hours | Response out of hours | Resolution target |
|---|---|---|---|---|
| Sev1 | Ride supervisory loss, pool closure, whole entrance down | 15 minutes | 15 minutes | 4 hours |
| Sev2 | Degraded service with guests affected, such as stale wait times | 30 minutes | 60 minutes | 8 hours |
| Sev3 | Single user, single turnstile, cosmetic faults | 4 hours | next working day | 3 working days |
"In hours" means 07:00 to 19:00 on any day the park is open. Everything else, including days when the park is closed, counts as out of hours.
Exceptions
- Any AquaGuard fault during Lagoon opening hours is Sev1, even if it would otherwise be Sev2, because of the risk to bathers.
- A single faulty GateKeeper turnstile is Sev3 even at the Main Gate; a whole entrance down is Sev1.
- Supplier response times are set by each supplier contract and are not changed by this policy.
Resolution targets are measured from logging to service restored, not to root cause found. Reviews of Sev1 incidents must be published within ten working days.
""")

# 037
page("Runbook RUN-014: RideLink heartbeat loss", """
Runbook: RUN-014
System: RideLink
Pages: Ride Control Engineering on-call, through the ride control duty phone
Trigger: heartbeat loss alarm on any ride for more than 60 seconds
Severity: Sev1 if a ride is stopped with guests on board, otherwise Sev2
Steps
- Confirm with the ride operator that the ride is in a safe state and that no dispatch will be attempted.
- Check the network health panel in RideLink. If the ride's ParkNet edge switch is down, ask the IT Service Desk to contact Network Operations, and carry on with the remaining steps.
- Check the RideLink server status in PY-SR1. If the primary is unhealthy, fail over to the standby in BFP-CR2, which takes about 4 minutes.
- If more than one ride has lost its heartbeat, ring the Verrant Automation support line and quote the site ID BFP-RL-01 to get a P1.
Escalation
- If the heartbeat is not back within 20 minutes, escalate. On weekdays, escalate to Imogen Thackeray. At weekends and on bank holidays, escalate to Dev Raghunathan.
- Ride Safety Assurance must be told of any ride stopped with guests at height, whatever the time.
After the incident
- Log the incident with the Service Desk, noting the ride, the times and the switch status.
- A ride that stopped with guests on board may not reopen until RSA has inspected it.
- Add the event to the fortnightly RideLink patch review agenda if the cause was inside RideLink itself.
""")

# 038
page("Runbook RUN-022: AquaGuard dosing alarm", """
Runbook: RUN-022
System: AquaGuard (WTP-7)
Pages: Facilities Engineering on-call
Also tell: Lagoon duty manager, 01632 960277
Trigger: any AquaGuard high alarm, low alarm or dosing shutdown
Severity: Sev1 during Lagoon opening hours (see the incident severity policy)
Since CHG-2452 the alarm pages the Facilities on-call engineer directly, as well as sounding on the plant room panel. Do not acknowledge an alarm on the panel until you have checked the water by hand.
1. Ask the duty manager to stop guests entering the affected pool.
2. Test the water with the hand kit at the pool side and compare the result with the AquaGuard reading. If they differ by more than 0.5 mg/l, treat the probe as faulty.
3. If the hand test shows free chlorine above the high alarm, close the pool and stop the dosing pump at the controller.
4. Ring the supplier's 24-hour emergency line, which is listed on the supplier profile linked from the AquaGuard system page. Quote the controller code WTP-7.
5. If a pool is closed because of water chemistry, the duty manager must notify the Marlshire Bathing Water Authority within 4 hours. Facilities Engineering provides the readings.
6. Do not reopen until two hand tests taken 15 minutes apart are both within range.
If the alarm turns out to be a probe fault with the water in range, the pool may stay open, but the probe must be replaced before the end of the day.
""")

# 039
page("Runbook RUN-031: GateKeeper turnstile fallback", """
Runbook: RUN-031
System: GateKeeper
Pages: Guest IT on-call
Written after: INC-2024-031
Use this runbook when turnstiles stop accepting valid tickets. The gate supervisor starts it, and the Guest IT on-call engineer is paged as soon as a whole entrance is affected.
| Condition | Action | Who acts |
| One turnstile faulty | Take it out of service and log a Sev3 | Gate supervisor |
| Whole entrance down, under 10 minutes | Switch to handheld scanners | Gate supervisor |
| Whole entrance down, 10 minutes or more | Open the accessible and manual gates and count guests with clickers | Duty manager and Guest IT on-call |
| Sales platform down, turnstiles working | No gate action; the controllers cope for 2 hours | Guest IT on-call |
Checks for the on-call engineer
- Look at the controller dashboard for GK-C1, GK-C2 or GK-C3 and note any certificate or clock warnings.
- If a certificate has expired, install the spare certificate from the Guest IT vault and restart the controller.
- If the hosted platform is unreachable, check ParkNet status before calling the supplier.
- Call the supplier only for faults you cannot clear within 30 minutes.
Handheld scanners are kept charged in the Main Gate supervisor's office (twelve units) and in the Lagoon entrance kiosk (four units). Record manual admissions on the tally sheet so that Finance can reconcile them later.
""")

# 040
page("Runbook RUN-040: Lodestar chiller fault at Heron Lodge", """
Runbook: RUN-040
System: Lodestar (the Boiler Brain)
Site: Heron Lodge
Pages: Facilities Engineering on-call
Trigger: chiller trip alarm, or room temperature above 26°C in more than ten rooms
Supplier escalation: Corvane Building Controls, using their office hours line in the day and their out-of-hours desk at night and at weekends; both numbers are on the Corvane supplier profile
Steps
- Check on the Lodestar head end which chiller has tripped and whether the standby chiller has started.
- If the standby is running and temperatures are recovering, reset the tripped chiller once, locally. Remote resets need a Corvane engineer on the phone until the 9.4 firmware patch is applied.
- If both chillers are down, call Corvane straight away. Out of hours they only send an engineer for boiler and chiller failures, so say clearly that it is a chiller failure.
- Tell the Heron Lodge duty manager, who will move guests out of the worst affected rooms if necessary.
- If the conference suite is in use and above 28°C, the duty manager decides whether the event continues.
After the incident
- Log it with the IT Service Desk as a Facilities incident, not as a Guest IT one, even though guests usually report it through reception.
- Record the chiller run hours in the plant log.
- If the same chiller trips twice in a week, raise it at the next quarterly review with Corvane.
""")

# 041
page("Glossary: legacy codes and site abbreviations", """
Legacy codes turn up on asset labels, purchase orders and old incident reviews. Nicknames and former system names are on the other glossary page.
TKT-02: GateKeeper ticketing platform. Retired as an asset code in 2022 but still printed on turnstile labels and used by the supplier's engineers.
WTP-7: AquaGuard water treatment controller at Saltmarsh Lagoon. Hydrallis still uses this code on its own systems.
WTP-6: the old outdoor lido plant, decommissioned in 2019. Not AquaGuard, although the two are often confused on old purchase orders.
MMS-1: SafeState, the ride inspection and maintenance records system (Inspecta until 2021).
CRMS: Central Ride Monitoring System, the former name of RideLink.
RSG: Ride Systems Group, the former name of Ride Control Engineering (until 2022).
Site 1: Brackenfell Park, site code BFP.
Site 2: Saltmarsh Lagoon, site code SML.
Site 3: Heron Lodge, site code HLD.
The Yard: Pennock Yard, site code PNY.
BFP-CR2: central ride control room at Brackenfell Park. BFP-CR1 was the old control room and is now a store.
PY-SR1: server room at Pennock Yard.
GK-C1, GK-C2, GK-C3: GateKeeper turnstile controllers (Main Gate; Lagoon and Heron Lodge; staff gate).
BFP-RL-01: the RideLink site ID that the Verrant support desk asks for.
LS-FW: prefix for Corvane firmware versions on Lodestar outstations.
Note: site numbers were given in opening order and have nothing to do with the site codes. There has never been a Site 4, and Pennock Yard was not given a number.
""")

# 042
page("On-call rota: Ride Control Engineering, May 2025", """
The ride control duty phone (07700 900999) is carried by the primary on-call engineer from 08:00 on Monday to 08:00 the following Monday. The secondary is called if the primary does not answer within 10 minutes. Imogen Thackeray does not take weekend shifts; Dev Raghunathan is the weekend escalation point.
| Week commencing | Primary | Secondary |
|---|---|---|
| 28 April 2025 | Saoirse Lund | Dev Raghunathan |
| 5 May 2025 | Mateusz Kowal | Kofi Ambrose |
| 12 May 2025 | Saoirse Lund | Mateusz Kowal |
| 19 May 2025 | Kofi Ambrose | Saoirse Lund |
| 26 May 2025 | Dev Raghunathan | Mateusz Kowal |
Logged swaps
- Logged 14 May by Dev Raghunathan: Saoirse Lund and Kofi Ambrose swapped the weekend of 17 and 18 May. Kofi Ambrose was primary from 08:00 on Saturday 17 May until 08:00 on Monday 19 May. In return Saoirse covers Kofi's primary shift on Wednesday 21 May.
- Logged 20 May by Imogen Thackeray: Imogen covered primary on the bank holiday, Monday 26 May, in place of Dev Raghunathan, who was travelling back from a Verrant training course. Dev took over at 08:00 on Tuesday 27 May.
Rules
- Swaps must be logged on this page before they happen. A swap agreed only by text message does not count.
- The Service Desk answering service pages whoever is shown in the table unless a logged swap says otherwise.
- The apprentice is not on the rota and must not carry the duty phone.
""")

# 043
page("On-call rota: Guest IT and Facilities Engineering, May 2025", """
Both teams share one paging service but keep separate rotas. Guest IT on-call covers 18:00 to 08:00 on weekdays and all day at weekends; Facilities on-call covers 17:00 to 08:00 on weekdays and all day at weekends. Neither team has a secondary, so escalate to the team's deputy lead.
| Week commencing | Guest IT primary | Facilities primary |
| 5 May 2025 | Elif Marchetti | Ines Calloway |
| 12 May 2025 | Rowan Achebe | Declan Abara |
| 19 May 2025 | Tamsin Gould | Bartholomew Nyqvist |
| 26 May 2025 | Elif Marchetti | Ines Calloway |
Swap log
- Logged 9 May by Priya Lindqvist: Rowan Achebe and Tamsin Gould swapped the night of Tuesday 13 May only. Tamsin covered Guest IT that night.
- Logged 14 May by Henrik Bassey: Bartholomew Nyqvist is on leave for the week commencing 19 May. Declan Abara covers Facilities primary for that whole week, and Bartholomew will take one of Declan's weeks in June.
- Logged 27 May by Priya Lindqvist: no change to the rota, but Elif Marchetti will be on site at the Lagoon on Saturday 31 May for the GateKeeper controller swap and can be reached there.
Notes
- The table is not edited after publication; the swap log overrides it.
- Out-of-hours Facilities calls about Heron Lodge chillers follow RUN-040, and calls about pool chemistry follow RUN-022.
- Network faults are not covered by either rota.
""")

# 044 prose
page("Team page: IT Service Desk", """
The IT Service Desk is the front door for every IT and building systems problem at the resort, from a forgotten password to a tripped chiller. It logs every incident, sets the initial severity under the incident severity policy and routes the ticket to the owning team.
The desk is led by Sunniva Hale, and Jonah Pettersen is her deputy. Both are based at Heron Lodge with the rest of the desk, next door to Guest IT, which makes handovers on the busiest days much easier. The desk has eight analysts across two shifts.
The main number is 01632 960200. On weekdays the desk is staffed from 07:00 to 22:00. At weekends and on bank holidays it is staffed from 08:00 to 20:00, because the park closes earlier and the hotel's conference business is quieter. Outside those hours calls go to an answering service, which pages the on-call engineer of the owning team using the published rotas and their logged swaps. For network faults, which have no rota yet, the answering service rings round Network Operations until someone answers.
Sunniva owns the incident severity policy and reviews any incident whose severity was changed after logging. Jonah runs the monthly report on response and resolution times, which goes to the engineering leadership meeting.
Please do not ring engineers directly for anything that can wait. A ticket keeps a record, gets the severity right and means the on-call engineer is not woken for a password reset. Hotel reception staff are asked to log room temperature complaints as Lodestar faults, not as Guest IT tickets.
""")

# 045
page("Contact directory: engineering, guest IT and facilities", """
Desk numbers ring in the office; mobiles are for out-of-hours use and emergencies only. If a person is not listed here, contact them through their team page or the IT Service Desk. Supplier support lines are on the supplier profiles, not in this directory.
| Name | Role | Desk | Mobile |
|---|---|---|---|
| Imogen Thackeray | Lead, Ride Control Engineering | 01632 960112 | 07700 900214 |
| Dev Raghunathan | Deputy lead, Ride Control Engineering | 01632 960113 | 07700 900215 |
| Kofi Ambrose | Engineer, Ride Control Engineering | 01632 960117 | 07700 900219 |
| Callum Ferreira | Lead, Guest IT | 01632 960131 | 07700 900342 |
| Priya Lindqvist | Deputy lead, Guest IT | 01632 960132 | 07700 900343 |
| Margot Oyelaran | Lead, Facilities Engineering | 01632 960150 | 07700 900461 |
| Henrik Bassey | Deputy lead, Facilities Engineering | 01632 960151 | 07700 900462 |
| Tobias Wren | Lead, Network Operations | 01632 960170 | 07700 900580 |
| Beatrix Oduya | Lead, Ride Safety Assurance | 01632 960190 | 07700 900633 |
| Sunniva Hale | Lead, IT Service Desk | 01632 960205 | none issued |
| IT Service Desk | Main number | 01632 960200 | n/a |
| Ride control duty phone | Carried by the RCE primary on-call | n/a | 07700 900999 |
| Lagoon duty manager | Saltmarsh Lagoon | 01632 960277 | 07700 900777 |
The deputy leads of Network Operations and Ride Safety Assurance will be added once their new handsets are issued. Until then, reach them through their team leads or the ride control duty phone.
""")


def main():
    assert len(PAGES) == 45, len(PAGES)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for i, (title, text) in enumerate(PAGES, 1):
            rec = {"id": "THP-doc-%03d" % i, "title": title, "text": text}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
