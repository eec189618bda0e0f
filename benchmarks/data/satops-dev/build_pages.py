# Page texts for the satops-dev corpus (standard library only).
# Imported by build.py; each entry is (title, text).

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# ---------------------------------------------------------------- 001
page("System page: ORBITRAK", """
System: ORBITRAK
Also known as: "the Tracker" on the ops floor; called FDS-2 until the 2021 rebuild
Purpose: orbit determination, manoeuvre planning and ephemeris generation for the Kite constellation (KT-1 to KT-6)
Owning team: Flight Dynamics
Supplier: Vantiro Systems Ltd (licences, quarterly releases, third-line support)
Primary host: Kestrel Park, computer hall B
Standby host: Dunmore Backup Control Centre (warm standby)
Criticality: Tier 1
RTO: 4 hours
RPO: 15 minutes

Notes
- Ephemeris products are pushed to Halyard every 90 minutes and to GroundLink Scheduler twice a day, at 06:00 and 18:00 UTC.
- Failover to Dunmore is manual. It is described in the Flight Dynamics handbook rather than in a runbook, so there is no RUN- number for it yet.
- Licences: the 2023 asset register still shows 10 seats. Two more were bought in January 2024 for the trainee intake, so the correct total is 12 seats.
- Every quarterly release from Vantiro is signed off by Flight Dynamics in the test instance (ORBITRAK-T) before it reaches production.
- Known weakness: the covariance export job can stall when the tracking file from Harwick arrives late. That was the root cause of INC-2023-041, and the timeout fix promised by the supplier is still outstanding.

Page maintained by Tomasz Kowal; last reviewed 4 March 2024.
""")

# ---------------------------------------------------------------- 002
page("System page: Halyard mission control system", """
System name: Halyard
Function: mission control, meaning telemetry, telecommand and on-board software uploads for all six Kite satellites
Predecessor: MCS Classic (legacy code MC-07), retired 30 April 2023
Owning team: Spacecraft Operations
Supplier: Kessock Software
Version in production: 5.2 (since CHG-2024-031)
Hosting: Kestrel Park (active) and Dunmore (hot standby)
RTO: 1 hour
RPO: 5 minutes
Supplier support: 24x7 for Severity 1; otherwise weekdays 08:00-18:00 UK time

Halyard is what the controllers in the Blue Room look at all day, and most people on the floor simply call it "the Console". Because it is the only path for commanding the spacecraft, it is also the only Tier 1 system with a hot standby rather than a warm one. The failover procedure is RUN-014, and it should be rehearsed at least once a quarter.

Older tickets and some PIRs still say MC-07. Strictly that was the predecessor, but the command queues, the database schema and the server names were carried across in the migration, so in practice MC-07 problems are Halyard problems. Treat them that way when searching Sentinel Desk.

Telemetry limits are held in Halyard's own limits database. The battery temperature red limit was changed by CHG-2024-031; check the change record for the current values before querying an alarm.

Commanding requires a Keystone account with a hardware token. Accounts for new controllers are requested through the Spacecraft Operations lead, not through the Service Desk.
""")

# ---------------------------------------------------------------- 003
page("System page: GroundLink Scheduler", """
System: GroundLink Scheduler
Legacy code: GS-14
Nickname: "the Booker"
Owner: Ground Network Operations
Vendor: Vantera Networks
Hosted at: Kestrel Park (moved from Harwick under CHG-2023-090)
RTO: 12 hours
RPO: 4 hours
Contact plan: published daily at 14:00 UTC, covering the next 72 hours

GroundLink books antenna time at Harwick, at Skarvik and at two partner stations, resolves pass conflicts and publishes the contact plan that Halyard and the payload team work from.

Conflict priorities, highest first:
- launch and early orbit phase (LEOP) support
- anomaly recovery
- routine TT&C passes
- payload downlinks

A manual override of the plan needs a GNO shift lead; the procedure is RUN-022. Please don't mix up Vantera Networks, who supply this system, with Vantiro Systems, who supply ORBITRAK. Invoices have gone to the wrong one twice this year.

Known issues
- Until April 2024 the antenna mask files were not re-read after an update until the service restarted (see INC-2024-007). The vendor patch has fixed this, but RUN-022 still asks you to check.
- Partner-station bookings are confirmed by e-mail, not through the API, so they can lag by up to 2 hours.

Retirement: the Operations Review of 5 September 2024 agreed a replacement; the minutes have the target date.
""")

# ---------------------------------------------------------------- 004
page("System page: Cobalt payload data archive", """
System: Cobalt
Former name: PDA (Payload Data Archive), renamed in 2022
Nickname: the Vault
Owning team: Data Services
Supplier: Brightwater Storage (arrays, tape library and the tiering software)
Primary site: Dunmore; replica at Kestrel Park
Usable capacity: 2.4 PB
RTO: 8 hours
RPO: 1 hour
Storage alert threshold: 85% of usable capacity (raised from 80% by CHG-2024-058 in July 2024)

Retention by tier
| Tier | Media | Default retention |
| Hot | NVMe flash | 30 days |
| Warm | disk | 2 years |
| Cold | LTO-9 tape | 10 years |

Exceptions
- KT-6 calibration data stays on the warm tier for 5 years rather than the default, because the customer contract for KT-6 requires quick recalls.
- Anything tagged LEGAL-HOLD is never moved to cold and never expires until Legal removes the tag.

Cobalt ingests about 3.1 TB a day from the downlinks. Restores from cold tape are slow (plan on 6 hours per 100 TB) and are covered by RUN-031. Restore requests go through the Service Desk as a P3 unless a customer delivery is at risk, in which case raise a P2 and phone the Data Services on-call.

Most older documentation says PDA, and the racks at Dunmore still carry the asset label AR-02. It is the same system and the same people look after it.
""")

# ---------------------------------------------------------------- 005
page("System page: Sentinel Desk", """
System: Sentinel Desk
Nickname: the Desk
Former name: HelpPoint (until the 2020 re-platforming)
Purpose: IT service management, covering incidents, requests, changes and the CMDB
Owning team: IT Service Desk
Supplier: Quillon Software (SaaS subscription, renewed annually)
RTO: 24 hours
RPO: 4 hours

Ticket targets
| Priority | Response | Resolution |
|---|---|---|
| P1 | 15 minutes | 4 hours |
| P2 | 30 minutes | 8 hours |
| P3 | 4 hours | 3 working days |
| P4 | 1 working day | 10 working days |

Notes on the targets
- P1 clocks run around the clock.
- P2, P3 and P4 clocks only run during service-desk hours (see the IT Service Desk team page). A P2 logged on a Saturday afternoon therefore starts counting on Monday at 07:00.
- A P1 must also be phoned through to the Duty Operations Manager; a ticket alone is not enough.

Sentinel Desk is also where change records (CHG-) and post-incident reviews (INC-) get their numbers, although the reviews themselves are written up on this wiki. Its integration with Beacon, the paging tool, means that a P1 logged against a Tier 1 system pages the owning team's on-call automatically.

The monthly service report is produced from Sentinel Desk on the first working day of each month. The IT Service Desk owns the configuration, and changes to categories or workflows go through CAB like any other change.
""")

# ---------------------------------------------------------------- 006 (prose)
page("System page: Keystone identity service", """
Keystone is the identity and access management service for everything from laptops to the Halyard commanding consoles. Until the 2022 rebrand it was called AuthHub, and a few older runbooks and scripts still use that name, so if you see AuthHub in a document it means Keystone.
Unlike most of the Tier 1 estate, Keystone has no supplier behind it. It was built in-house and is run by IT Security, with Clara Henshaw as its technical owner. Yusuf Adeyemi signs off any change to the authentication flows.
There are roughly 640 active accounts, of which 41 are privileged. All users sign in with multi-factor authentication, and anyone who commands spacecraft through Halyard must use a hardware token rather than the phone app. Password length, lockout and review rules are not set here but in the access control policy (read the current version, because the superseded one is still linked from several places).
Idle sessions are ended after 15 minutes. That has been the case since CHG-2024-044 went in; before the change the limit was twice as long, and some users still expect the old behaviour.
The recovery objectives are an RTO of 2 hours and an RPO of 30 minutes. The directory is replicated between Kestrel Park and Dunmore every five minutes, which comfortably meets the RPO. If both sites are lost, or if nobody can sign in at all, the break-glass procedure in RUN-045 applies.
""")

# ---------------------------------------------------------------- 007 (prose)
page("System page: Polaris wide-area network", """
Polaris is the private wide-area network that links Kestrel Park, Harwick, Skarvik and Dunmore. On older diagrams, and on most of the cabling labels at Harwick, it appears as WAN-3; WAN-1 and WAN-2 were leased-line networks that were switched off long before anyone in the current team joined.
Merrow Telecom provides the circuits and the managed edge routers, while Ground Network Operations owns the service and decides on routing changes. Merrow's support desk will only accept faults from named GNO staff, so anyone else should go through the GNO on-call.
Every site has two diverse circuits except Skarvik. The Kestrel Park to Harwick link runs at 10 Gbit/s on each path, Dunmore has two 1 Gbit/s circuits, and Skarvik has a single 1 Gbit/s fibre backed by a 20 Mbit/s satellite link. The satellite backup is enough for telemetry and telecommand but not for payload downlinks, which queue at Skarvik until the fibre returns. That weakness was exposed in INC-2024-052, and a second fibre route has been requested but not yet costed.
Polaris is classed as Tier 1 with an RTO of 4 hours. No RPO is set, because the network holds no data of its own.
Routing changes go through the CAB like any other change, but emergency reroutes during an outage can be made by the GNO shift lead and written up afterwards.
""")

# ---------------------------------------------------------------- 008 (prose)
page("Team page: Flight Dynamics", """
Flight Dynamics keeps the Kite satellites where they should be. The team works out orbits from tracking data, plans collision-avoidance and station-keeping manoeuvres, and produces the ephemerides that every other system depends on. Its main tool is ORBITRAK, which the team owns end to end, including sign-off of each supplier release.
Priya Ramaswamy leads the team and has done so since she set it up in 2016. Her deputy is Tomasz Kowal, who also chairs the weekly manoeuvre planning meeting and acts as lead whenever she is away. There are seven analysts in total, plus two trainees who joined in January 2024.
The team is based at Kestrel Park, on the first floor next to the Blue Room, although two analysts work mainly from home and come in for manoeuvre days.
Flight Dynamics does not run a formal on-call rota. Instead, the Duty Operations Manager rings the analyst named on that week's manoeuvre plan and, if that person cannot be reached, Tomasz or Priya in that order. The manoeuvre plan is circulated by e-mail every Monday and is not kept on the wiki.
Collision-avoidance warnings from the external screening service arrive around the clock. Anything with a probability of collision above 1 in 10,000 is treated as urgent, and the analyst on the plan must acknowledge it within 30 minutes, day or night.
New joiners should ask Tomasz for access to ORBITRAK-T, the test instance, before they are given any production rights.
""")

# ---------------------------------------------------------------- 009
page("Team page: Spacecraft Operations", """
Team: Spacecraft Operations (SCOPS)
Lead: Helen Marchetti
Deputy: Owen Brightley
Base: Kestrel Park, Mission Operations Centre (the Blue Room)
Size: 22 controllers across five shifts, plus 3 operations engineers
Owns: Halyard
Shift pattern: 12-hour shifts, 07:00-19:00 and 19:00-07:00, every day of the year

About the team
- Helen took over as lead from Graham Tulloch in August 2022. Graham moved across to the Dunmore build project and has since left the company.
- Owen is the change owner for most Halyard changes, including the 5.2 upgrade earlier this year.
- Each shift has a shift lead, who is the first point of contact for anything on the console. The console number is in the contact directory.
- During the quarterly failover exercise the night shift runs from Dunmore instead of Kestrel Park. The next exercise is planned for the week of 18 November 2024.

Because the floor is staffed at all hours, SCOPS does not keep a separate on-call rota; Beacon pages for Halyard go to whichever shift lead is on duty. Engineering support beyond the shift is arranged by the Duty Operations Manager when needed.

New controllers spend six weeks shadowing before they are allowed to send commands, and their Keystone commanding rights are requested by the team lead. Helen also chairs the monthly Operations Review.
""")

# ---------------------------------------------------------------- 010
page("Team page: Ground Network Operations", """
Team: Ground Network Operations (GNO)
Headed by: Callum Fraser, since March 2023
Deputy: Aisha Mensah
Base: Harwick Ground Station
Owns: GroundLink Scheduler, Polaris, the Harwick antennas and (remotely) the Skarvik antennas
Headcount: 9
On-call: weekly rota with a primary and a secondary (see the GNO rota page)

Callum took over from Deborah Wynn when she retired; Deborah had run the team since Harwick opened. Aisha, who was already deputy under Deborah, stayed in that role.

What GNO does
- runs the antennas at Harwick and Skarvik and the scheduling of passes
- manages the Polaris network together with Merrow Telecom
- looks after the partner-station agreements for extra passes
- is first line for anything odd in the contact plan

Working pattern
- Harwick is staffed 07:00-22:00 on weekdays and 08:00-18:00 at weekends.
- Outside those hours the on-call primary is paged through Beacon. The secondary is paged only if the primary hasn't acknowledged in time (15 minutes on weekday nights, 30 at weekends).
- Skarvik is unstaffed. Local hands there come from Brightwell Site Services and are booked by GNO at least two working days ahead.

GNO also owns RUN-022 (pass conflicts) and writes most of the antenna procedures, which live on the Harwick file share rather than here.
""")

# ---------------------------------------------------------------- 011 (prose)
page("Team page: Data Services", """
The Data Services team is headed by Ines Carvalho and looks after the payload data chain, from the moment a downlink lands at a ground station to the moment a customer downloads a product. Its biggest responsibility is Cobalt, the archive (still called PDA in older documents), but it also runs the processing cluster and the customer delivery portal.
Ruairi Doyle is her deputy. He joined from the processing team in 2021 and covers for Ines during leave; he is also the person to ask about restore requests larger than 50 TB.
The team is based at Dunmore Backup Control Centre, where Cobalt's primary copy lives. Two engineers sit at Kestrel Park to look after the replica and to be near the mission operations staff, but their line management is at Dunmore.
Data Services keeps a weekly on-call rota, published together with IT Security's because the two teams share a building and often trade cover. The rota runs Monday to Monday, and any swap has to be logged on the rota page, not just agreed in chat.
Customer delivery has a contractual target. Standard products must be delivered within 6 hours of downlink, and priority products within 90 minutes. Missing the priority target twice in a calendar month triggers a service credit, so misses are reviewed at the Operations Review.
Requests to the team go through Sentinel Desk. Urgent problems outside office hours should go to the on-call, using the number in the contact directory.
""")

# ---------------------------------------------------------------- 012
page("Team page: IT Service Desk", """
Team: IT Service Desk
Lead: Bethan Pryce
Deputy: Marcus Lindqvist
Base: Kestrel Park, ground floor
Owns: Sentinel Desk
Phone: 01632 960200
Opening hours (weekdays): 07:00-19:00
Opening hours (Saturday): 09:00-13:00
Sundays and bank holidays: closed

Out of hours
When the desk is closed, calls to 01632 960200 go to a recorded message. Anything that cannot wait until the desk opens goes to the Duty Operations Manager on 01632 960100, who decides whether to wake an on-call team. Please don't ring the DOM for password resets; the self-service page in Keystone handles those at any hour.

The team
- Bethan has led the desk since 2019 and also chairs the Change Advisory Board.
- Marcus deputises for her, including at CAB, and owns the CMDB.
- Six analysts cover the full weekday hours between them; Saturday mornings are covered by one analyst on a voluntary basis.
- The desk handles around 1,150 tickets a month, about 40% of them access requests.

Escalation
- P1: phone the desk and the DOM at once; the desk logs the ticket.
- P2: log it in Sentinel Desk and phone the desk.
- P3 and P4: log it in Sentinel Desk only.

Target times for each priority are on the Sentinel Desk system page.
""")

# ---------------------------------------------------------------- 013 (prose)
page("Team page: IT Security", """
IT Security is led by Yusuf Adeyemi, with Clara Henshaw as his deputy. The team of five protects the ground segment's IT, runs Keystone, writes the access control policy and handles security incidents. It is also the only team that can authorise break-glass access.
Until January 2024 the team sat at Kestrel Park. It moved to Dunmore Backup Control Centre that month, following a decision of the Security Steering Group, so that it would be next to the security tooling and the second set of Keystone servers. Dunmore is now its base, although Yusuf still spends about one day a week at Kestrel Park.
Clara is the technical owner of Keystone and was change owner for CHG-2024-044, the session timeout change. Yusuf owns the policy documents but chairs nothing himself; the Security Steering Group is chaired by the Chief Operating Officer.
The team takes part in the combined on-call rota with Data Services. Security incidents out of hours should be reported to the Duty Operations Manager first, who will page the IT Security on-call. If you think your own account has been compromised, ring the Service Desk during opening hours or the DOM outside them, and do not wait for a ticket to be picked up.
Penetration testing of internet-facing services is carried out once a year by an external firm, under a separate contract that IT Security manages. The most recent test took place in May 2024, and its report is held by the team rather than published on this wiki.
""")

# ---------------------------------------------------------------- 014
page("Supplier profile: Vantiro Systems Ltd", """
Supplier: Vantiro Systems Ltd
Supplies: ORBITRAK licences, quarterly releases and third-line support
Contract reference: VS-2291
Contract end: 30 September 2026
Internal relationship owner: Priya Ramaswamy (Flight Dynamics)
Support line: 01632 960818 (weekdays 08:00-18:00)

Account managers
| Period | Account manager | Notes |
| until 31 May 2023 | Sandra Okafor | has left Vantiro |
| from 1 June 2023 | Felix Armitage | based in Vantiro's northern office |

Felix took over the account from Sandra at the start of June 2023. He is the person to talk to about licence numbers and renewals; technical faults go to the support line, not to him. Sandra's old e-mail address now forwards to a shared mailbox, so please update any distribution lists that still name her.

Commercial notes
- The contract covers 12 named seats. Additional seats cost £6,400 each per year.
- Quarterly releases are included. Custom development is charged separately at day rates.
- The covariance export timeout promised after INC-2023-041 is being delivered as a free fix in the Q4 2024 release.
- Renewal discussions should start no later than nine months before the contract end.

Don't confuse Vantiro with Vantera Networks, the supplier of GroundLink Scheduler. The names are similar and both firms have offices on the same business park, but they are unrelated companies.
""")

# ---------------------------------------------------------------- 015
page("Supplier profile: Vantera Networks", """
Supplier: Vantera Networks
Products: GroundLink Scheduler (licence, hosting support and the interface to partner stations)
Contract reference: VN-0418
Contract end date: 31 March 2025
Account manager: Rhiannon Hale, since 14 January 2024
Previous account manager: Dev Chaudhary, 2019 to 13 January 2024
Support: 01632 960822, 24x7 for outages affecting the contact plan

Relationship
- Ground Network Operations owns the relationship, and Callum Fraser signs off invoices.
- Quarterly service reviews alternate between Harwick and Vantera's offices.
- After INC-2024-007 Vantera agreed to supply a patch that re-reads antenna mask files without a restart. It was installed in April 2024.

Renewal position
The end date above is firm. Because the Operations Review in September decided to replace GS-14, GNO will ask Vantera for a short extension only, to cover the migration period, rather than a full renewal. Commercial talks had not started when this page was last updated in October 2024.

Dev handled the account for almost five years and knew the history well; Rhiannon has been briefed on the February incident and on the mask patch, so there is no need to go back to him.

Not to be confused with Vantiro Systems Ltd, who supply ORBITRAK. If in doubt, look for the word "Networks" on the invoice.
""")

# ---------------------------------------------------------------- 016
page("Supplier profile: Kessock Software", """
Supplier: Kessock Software
Supplies: Halyard (licence, maintenance and 24x7 Severity 1 support)
Contract reference: KS-7730
Contract end: 31 December 2027
Account manager: Martin Greaves (since 7 November 2022)
Former account manager: Elspeth Rowe (until 6 November 2022)
Severity 1 line: 01632 960840 (24x7)
General support: support portal, weekdays 08:00-18:00

Kessock have supplied our mission control software since the MC-07 days; Halyard is their current product and replaced MCS Classic in 2023. Martin took the account over from Elspeth in November 2022, shortly before the Halyard migration began, and he has been the main commercial contact ever since.

Working with Kessock
- Severity 1 means commanding is unavailable or unsafe. Only the SCOPS shift lead or the Duty Operations Manager may declare it.
- Severity 2 and below are logged on Kessock's portal and are not worked at weekends.
- Kessock send an engineer to Kestrel Park for every major upgrade; for 5.2 this was Ivo Brandt.
- Licences are site-based (Kestrel Park and Dunmore) rather than per user.

The contract also covers a yearly health check of the standby at Dunmore. The last one was done in June 2024 and found no issues.

Invoices are approved by the Spacecraft Operations lead before payment, and any dispute goes to the account manager first.
""")

# ---------------------------------------------------------------- 017
page("Supplier profile: Brightwater Storage", """
Supplier: Brightwater Storage
Provides: Cobalt storage arrays, tape library and tiering software, plus hardware maintenance
Contract reference: BW-1156
Contract end: 28 February 2026
Account manager: Noor Haddad (from 3 April 2024)
Before that: Philip Stanton, who moved to Brightwater's public-sector team
Hardware maintenance: next business day for parts; 4-hour on-site response for the tape library
Support line: 01632 960860

Notes
- The tape library at Dunmore is the only part with a 4-hour response. Disk arrays are next business day, which is why Data Services holds spare drives on site.
- The proposed second tape library for Kestrel Park (Operations Review, 5 September 2024) would be bought under this contract as a variation, not as a new contract.
- Brightwater have no standing remote access to Cobalt. Any remote session is opened by Data Services and watched for its whole length.

Contract history
The original contract was signed in 2021 for the PDA refresh, when the archive still had its old name. It was varied in 2023 to add the cold tier and the LTO-9 drives.

Please note that Brightwater Storage and Brightwell Site Services are different companies. Brightwell does facilities work at Harwick and Skarvik and has nothing to do with the archive, but the two names are regularly mixed up on purchase orders.
""")

# ---------------------------------------------------------------- 018 (prose)
page("Supplier profile: Merrow Telecom", """
Merrow Telecom supplies the circuits and managed edge routers that make up Polaris, our wide-area network (still labelled WAN-3 on older diagrams). The contract reference is MT-3304. It was originally due to end on 31 August 2025, but the Operations Review on 5 September 2024 agreed a twelve-month extension, so it now runs to 31 August 2026 while a second Skarvik fibre route is costed.
Joanna Kerr has been Merrow's account manager for us since 1 September 2023. Before her the account was handled by Luke Pemberton, who is still at Merrow in their wholesale division and occasionally turns up at service reviews. Joanna is the contact for anything commercial, including the extension paperwork. Faults go to Merrow's network operations centre on 01632 960877, which is staffed around the clock but only takes calls from named Ground Network Operations staff.
The contract sets an availability target of 99.95% per circuit per month and a fix time of 5 hours for a total loss of service. The Skarvik fibre is excluded from the fix-time target because of its remote location; Merrow commit only to reasonable endeavours there, which is part of why INC-2024-052 lasted as long as it did.
Service credits are claimed by GNO each quarter. Callum Fraser owns the relationship on our side, and Aisha Mensah attends the monthly service review when he cannot.
""")

# ---------------------------------------------------------------- 019 (prose)
page("Supplier profile: Brightwell Site Services", """
Brightwell Site Services provide facilities management at Harwick Ground Station and at Skarvik Teleport: generator servicing, heating and cooling, fire systems, grounds maintenance and, at Skarvik, local hands for engineers who cannot travel at short notice. They are not the same firm as Brightwater Storage, which supplies the Cobalt archive, and purchase orders for one have more than once been raised against the other.
The contract is BSS-220 and ends on 30 June 2025. Ground Network Operations manages it, because both sites are GNO sites, but the site managers place day-to-day work orders themselves.
Karin Solberg is the account manager. She took over from Anders Vik on 1 February 2024; Anders has retired, so there is no point chasing him about older work orders. Karin works from Brightwell's Norwegian office and covers both sites.
Response times depend on the site. At Harwick an engineer attends within 4 hours for an emergency such as a generator fault. At Skarvik the target is 24 hours, and in winter Brightwell may need longer if the road from the village is closed, in which case the site manager should be told straight away.
Booking local hands at Skarvik needs two working days' notice and is done by GNO. Brightwell charge a call-out fee for anything booked at shorter notice, and the fee doubles at weekends.
Brightwell also carry out the annual generator load test at Harwick, which the Radio Site Inspectorate asks to see evidence of at each inspection.
""")

# ---------------------------------------------------------------- 020
page("Site profile: Kestrel Park", """
Site: Kestrel Park
Location: Ashcombe, southern England
Role: headquarters of Aldermoor Orbital, the Mission Operations Centre (the Blue Room) and computer halls A and B
Site manager: Gwen Albright
Reception: 01632 960010
Regulator/inspectorate: Southern Counties Fire and Safety Inspectorate (SCFSI)
Last inspection: 12 June 2024
Next inspection due: June 2025

Teams based here
- Flight Dynamics
- Spacecraft Operations
- IT Service Desk

Notes
- IT Security was based here until January 2024, when it moved to Dunmore; some of its equipment is still in hall A.
- Hall B hosts ORBITRAK and the active Halyard servers. Hall A hosts GroundLink Scheduler (since October 2023) and the Cobalt replica.
- The Blue Room is badge-controlled. Visitors need an escort from Spacecraft Operations even if they hold a site pass.
- The June 2024 inspection raised one minor finding, about fire door signage in hall A, which was closed on 3 July 2024.
- Parking is limited; the overflow car park is shared with the neighbouring business park.

The Duty Operations Manager works from the Blue Room. If Kestrel Park is evacuated the DOM moves to Dunmore and runs the shift from there, and the controllers follow at the next shift change. Gwen also keeps the second set of Keystone break-glass envelopes in the site safe.
""")

# ---------------------------------------------------------------- 021
page("Site profile: Harwick Ground Station", """
Site: Harwick Ground Station
Location: Harwick, on the south-west coast
Role: main ground station and home of Ground Network Operations
Site manager: Derek Poldhu
Regulator/inspectorate: Radio Site Inspectorate (RSI), which licenses the transmitting antennas
Licence number: RSI/HW/0457
Last RSI inspection: 19 March 2024

Antennas
| Antenna | Diameter | Bands | Notes |
|---|---|---|---|
| HW-1 | 13 m | S and X | main TT&C antenna |
| HW-2 | 9 m | S band | backup TT&C; mask problem in INC-2024-007 |
| HW-3 | 7.3 m | X band | payload downlink, receive-only |

HW-3 does not transmit, so it is outside the RSI licence, which covers HW-1 and HW-2 only. All three dishes are maintained by GNO, with Brightwell Site Services looking after power and cooling.

The control room is staffed from 07:00 to 22:00 on weekdays and 08:00 to 18:00 at weekends, and is empty overnight. A voice bridge to Skarvik (known as "the Bridge") runs from the Harwick control room on 01632 960455.

RSI inspections happen every two years. The 2024 visit asked for proof of the annual generator load test and for an updated radiation hazard map for HW-1, and both were supplied. The next visit is therefore due in March 2026.

Gatehouse: 01632 960450, staffed at all hours even when the control room is not.
""")

# ---------------------------------------------------------------- 022 (prose)
page("Site profile: Skarvik Teleport", """
Skarvik Teleport is our polar station in the far north of Norway, about 15 km from the village of Skarvik. Its high latitude means it sees every Kite satellite on nearly every orbit, which is why most payload downlinks land there rather than at Harwick.
The site has two antennas, SK-1 (11 m, S and X band) and SK-2 (7.3 m, X band, receive-only). Both are operated remotely by Ground Network Operations from Harwick, and the station has no permanent staff. Local hands for maintenance and emergencies are provided by our facilities contractor, booked by GNO.
The regulator for Skarvik is the Nordvik Frequency Authority, which licenses the SK-1 transmitter and inspects the site every three years. Its last inspection was in September 2023. Unlike the RSI at Harwick, the Authority also checks that the fuel store meets local environmental rules.
Connectivity is via Polaris, on a single fibre with a satellite backup. The fibre runs along the coast road and has been cut once, in June 2024, which is the subject of INC-2024-052.
A quarterly safety review covers the access road, winter working, the fuel store and lone working. It is run by the facilities contractor, with Derek Poldhu from Harwick attending for us, and its outcomes are reported to the Operations Review.
Winter access is the main practical constraint. Between November and March the road can be closed for days at a time, and nobody may travel to the site alone. Visitors should contact GNO before planning any trip.
""")

# ---------------------------------------------------------------- 023 (prose)
page("Site profile: Dunmore Backup Control Centre", """
Dunmore Backup Control Centre sits on an industrial estate outside Dunmore in the Scottish Highlands. It was built in 2022 as a second control centre, able to run the whole mission if Kestrel Park is lost, and it has since become the home of two teams, Data Services and IT Security.
The site houses the primary copy of Cobalt, the hot standby for Halyard, the warm standby for ORBITRAK and the second set of Keystone servers. A control room with six consoles is kept ready for Spacecraft Operations, and it is used for real during the quarterly failover exercise.
Because of its large diesel store and the backup generators, Dunmore is overseen by the Highland Environmental Compliance Board rather than by a fire inspectorate. The Board inspects once a year; its most recent visit was on 8 May 2024 and found the spill kits and bunding in order.
The site manager is Morag Sinclair, who also holds the key to the safe where the break-glass credentials for Keystone are kept. Reception can be reached on 01632 960700 during office hours.
Dunmore is reached from Kestrel Park over two 1 Gbit/s Polaris circuits. During an evacuation of Kestrel Park the Duty Operations Manager moves here and runs the shift from the Dunmore control room.
Staff travelling to Dunmore for the failover exercise can book the company flat in the town through the site manager. The flat has four rooms and is usually fully booked in exercise weeks.
""")

# ---------------------------------------------------------------- 024 (prose)
page("Post-incident review INC-2023-041: Tracker covariance export stall", """
On the morning of 17 October 2023 the Tracker stopped producing covariance exports, and for 3 hours 20 minutes Flight Dynamics had no fresh orbit products. The stall began at 05:40 UTC and service was restored at 09:00 UTC. Tomasz Kowal was incident manager.
The immediate effect was that the planned station-keeping burn for KT-4 could not be verified in time and was moved one orbit later. No satellite was at risk and no customer product was delayed, so the incident was graded P2.
The tracking data file from Harwick, which the Tracker expects at 05:30, arrived 38 minutes late after a disk filled on the Harwick side. The export job waited for the file without a timeout and then held a lock that blocked the following runs. Restarting the job did not help, because the lock survived the restart; an analyst cleared it by hand using an old FDS-2 script that nobody had expected to need again.
The review found that the missing timeout had been raised with the supplier twice before, in 2021 and early 2023, without being fixed. It also found that the Harwick disk alert had gone to a mailbox rather than to the GNO on-call.
Three actions were agreed. The supplier is to add a configurable timeout to the export job, now scheduled for its Q4 2024 release. GNO is to route disk alerts to Beacon. Flight Dynamics is to document the manual lock-clearing step in its handbook. The first two were still open when this review was last updated.
""")

# ---------------------------------------------------------------- 025
page("Post-incident review INC-2024-007: the Booker double-booked HW-2", """
Incident: INC-2024-007
Date: Friday 9 February 2024
Severity: P2
System: the Booker (GS-14)
Site: Harwick, antenna HW-2
Incident manager: Aisha Mensah
Duration: 6 hours 15 minutes (10:05 to 16:20 UK time)
Impact: 4 TT&C passes for KT-3 lost; no urgent commanding was planned that day

Summary
A new horizon mask for HW-2 was loaded at 09:50 to reflect a crane working near the dish. The Booker did not re-read the mask, so it kept scheduling passes over the blocked sector while also booking the same antenna for a partner-station swap. HW-2 ended up double-booked for four consecutive passes and took neither.

Timeline
- 10:05 first missed pass reported by the SCOPS shift lead
- 11:30 conflict traced to the stale mask
- 13:10 vendor confirmed that a restart was needed
- 16:20 service restarted after the last partner pass, and the plan was republished

Contributing factors
- Nothing checked that the mask had actually been applied.
- Vendor support was slow to respond because the ticket had been logged as Severity 3.
- The restart was held back to avoid losing partner passes.

Actions
- Vendor to supply a patch so that masks are re-read without a restart (done, April 2024).
- GNO to add a mask-applied check to RUN-022 (done).
- Log vendor tickets for contact-plan faults at the correct severity.
""")

# ---------------------------------------------------------------- 026 (prose)
page("Post-incident review INC-2022-118: MC-07 telecommand queue freeze", """
At 22:14 UTC on 2 November 2022 the telecommand queue on MC-07 froze during a routine pass over Harwick. Commands queued for KT-2 were accepted by the system but never radiated, and the controllers only noticed when the expected acknowledgements did not arrive. The freeze lasted 52 minutes, and two commanding passes were lost before the queue was restarted from the backup server.
The night shift lead, Owen Brightley, ran the incident. Graham Tulloch, who was then leading the spacecraft operations team, was called in from home and joined at 22:40.
The cause was an index on the command history table that had grown past a size limit in the vendor's software. The supplier confirmed this within two hours under their Severity 1 arrangement and provided a clean-up script the next day. The same defect was fixed in the product that later replaced MC-07, which was one of the arguments used for bringing the migration forward.
KT-2 was in a safe configuration throughout and no harm was done, but the review graded the incident P1 because commanding had been unavailable.
The review made three recommendations. The command history table should be purged monthly until the migration; a queue-health alarm should be added to the console display; and the standby server should be tested every quarter rather than once a year. All three were closed by March 2023, and the migration itself completed at the end of April 2023.
A copy of the supplier's technical report is attached to the Sentinel Desk ticket rather than to this page.
""")

# ---------------------------------------------------------------- 027
page("Post-incident review INC-2024-052: WAN-3 fibre cut to Skarvik", """
Incident: INC-2024-052
Date: Sunday 23 June 2024
Severity: P1
Service: WAN-3, Skarvik fibre
Incident manager: Jonah Petrie (GNO on-call primary)
Fibre outage: 11 hours 40 minutes (03:10 to 14:50 UTC)
Impact: 9 payload downlinks delayed; TT&C unaffected

What happened
Contractors widening the coast road cut the Skarvik fibre at 03:10. The satellite backup link took over telemetry and telecommand within 2 minutes, exactly as designed, but it cannot carry payload data. Downlinked data queued on the local disk at Skarvik, about 14 TB in all, and was forwarded over the 19 hours after the fibre came back.

Why it took so long
- The circuit supplier's engineer had to travel from the regional depot, and the contractual fix time does not apply to the Skarvik fibre.
- It was a Sunday and no local hands had been booked; the facilities contractor needed three hours to find someone.
- The local buffer at Skarvik filled at 12:30, so two late downlinks had to be re-flown the next day.

Follow-up actions
- Cost a second, diverse fibre route to Skarvik (GNO, open).
- Raise the Skarvik buffer from 20 TB to 40 TB (Data Services, done August 2024).
- Agree a Sunday call-out arrangement for local hands (GNO, open).

The customer for the two re-flown downlinks was told on the Monday morning, and no service credit was due.
""")

# ---------------------------------------------------------------- 028
page("Change record CHG-2024-031: Halyard 5.2 upgrade", """
Change: CHG-2024-031
Summary: upgrade Halyard from 5.0 to 5.2 and revise the battery temperature limits
System: Halyard
Change owner: Owen Brightley
Approved by: Change Advisory Board, 12 March 2024 (with conditions)
Implementation window: Saturday 23 March 2024, 02:00-06:00 UTC
Risk: High
Supplier engineer on site: Ivo Brandt (Kessock Software)
Outcome: successful, completed at 05:12 UTC

Scope
- Upgrade of the active servers at Kestrel Park and of the hot standby at Dunmore.
- Battery temperature red limit raised from 35 °C to 38 °C for KT-1 to KT-4, following the manufacturer's revised qualification data.
- KT-5 and KT-6 keep the 35 °C red limit, because their battery packs come from a different manufacturer.

Backout plan
Restore the 5.0 database snapshot taken at 01:45 and fail back to the standby, which was upgraded last for that reason. Estimated backout time was 90 minutes.

Conditions set by CAB
- No commanding passes scheduled during the window (GNO to confirm).
- RUN-014 to be rehearsed on the standby the week before.
- The supplier's Severity 1 line to be on standby throughout.

Post-implementation notes
The upgrade finished 48 minutes early. One yellow limit for KT-2 had been copied incorrectly and was corrected on 25 March under the same change.
""")

# ---------------------------------------------------------------- 029
page("Change record CHG-2024-044: Keystone idle session timeout", """
Change: CHG-2024-044
Summary: reduce the Keystone idle session timeout from 30 minutes to 15 minutes
System: Keystone
Change owner: Clara Henshaw
Requested by: Security Steering Group (action from the meeting of 14 November 2023)
Approved: CAB, 23 April 2024
Effective: 6 May 2024
Risk: Low
Outcome: implemented as planned

Why
Unattended sessions on shared-area machines were the most common finding in the 2023 internal audit. Halving the timeout was judged the simplest fix.

Exceptions
- The Halyard commanding consoles in the Blue Room keep a timeout of 60 minutes, because a controller must never be logged out in the middle of a pass.
- The consoles in the Dunmore control room have the same exception.
- Blue Room wall displays use a kiosk account and are not affected.

Communications
An all-staff note went out on 29 April 2024. The Service Desk saw about 30 extra calls in the first week, mostly from people who had lost unsaved work in web forms.

Backout
Restore the previous value in the Keystone policy store. No restart is needed, and the old value takes effect at the next sign-in.

Verification
Clara checked a sample of 20 sessions on 7 May 2024; all timed out as expected, and the console exceptions held.
""")

# ---------------------------------------------------------------- 030 (prose)
page("Change record CHG-2023-090: GroundLink Scheduler move to Kestrel Park", """
This change moved GroundLink Scheduler, still labelled GS-14 on its rack, from the equipment room at Harwick to computer hall A at Kestrel Park. Ground Network Operations raised it in August 2023 after the Harwick equipment room overheated twice during the summer, and Aisha Mensah acted as change owner.
The move took place on Saturday 14 October 2023. The scheduler was stopped at 06:00 UK time, after the contact plan for the following 72 hours had been published, so that passes could continue from the last plan while the system was down. The servers were moved by road rather than rebuilt, which kept the risk low but meant a long outage, and service resumed at 11:10, a little over five hours later.
No passes were lost. One partner-station booking confirmation arrived by e-mail during the outage and had to be entered by hand once the scheduler was back.
The vendor was told in advance and had an engineer on call for the day, although he was not needed. The licence is tied to a hostname rather than to a site, so no licence change was required.
The old rack at Harwick was emptied and decommissioned on 30 November 2023. Its cooling unit was reused for the HW-3 receiver cabinet.
The only open point at closure was latency between Kestrel Park and the antenna controllers at Harwick, which rose from about 2 to 6 milliseconds. Ground Network Operations judged this acceptable, and it has not caused a problem since.
""")

# ---------------------------------------------------------------- 031
page("Change Advisory Board minutes: 12 March 2024", """
Date: 12 March 2024
Chair: Bethan Pryce
Present: Marcus Lindqvist, Owen Brightley, Aisha Mensah, Clara Henshaw, Ruairi Doyle
Apologies: Callum Fraser, Priya Ramaswamy

Decisions
- CHG-2024-031 (Halyard 5.2 upgrade): approved, with three conditions. No commanding passes in the window, a RUN-014 rehearsal on the standby the week before, and the supplier's Severity 1 line on standby throughout.
- CHG-2024-033 (new request forms in Sentinel Desk): approved as a standard change.
- CHG-2024-035 (ORBITRAK release 24.1): deferred to the next meeting, because Flight Dynamics had not finished testing in ORBITRAK-T.
- CHG-2024-036 (Polaris route change at Dunmore): rejected. The change had no backout plan and would have removed one of the two Dunmore paths for four hours. The requester may resubmit.

Actions
- Aisha to confirm the pass-free window for CHG-2024-031 by 19 March.
- Ruairi to check whether the Cobalt replica traffic could use the remaining Dunmore path during a future route change.
- Marcus to add a mandatory backout field to the change form.

Other business
Owen asked whether emergency changes made out of hours could be ratified at the next CAB rather than by e-mail. Agreed, provided the change is logged in Sentinel Desk within one working day.

Next meeting: 26 March 2024, when CHG-2024-035 will be taken first.
""")

# ---------------------------------------------------------------- 032
page("Operations Review minutes: 5 September 2024", """
Date: 5 September 2024
Chair: Helen Marchetti
Present: Callum Fraser, Aisha Mensah, Ines Carvalho, Ruairi Doyle, Priya Ramaswamy, Bethan Pryce
Apologies: Yusuf Adeyemi

Decisions
| Ref | Decision | Action owner |
| D-24-17 | Retire GS-14 by 30 June 2025 and replace it with a new scheduling service | Aisha Mensah |
| D-24-18 | Extend MT-3304 by twelve months, to 31 August 2026 | Callum Fraser |
| D-24-19 | Prepare a business case for a second tape library for the Vault at Kestrel Park, budget ceiling £744,000 | Ines Carvalho |
| D-24-20 | Review the three priority-delivery misses in August with the customer | Ruairi Doyle |

Discussion
- For comparison, the existing tape library at Dunmore cost £512,000 in 2023. Ines expects the Kestrel Park unit to be cheaper because it needs fewer drives.
- Callum reported that the extension keeps Polaris stable while the second Skarvik fibre is costed.
- The Skarvik quarterly safety review held on 29 August was reported verbally by Aisha. There is no written report yet; the facilities contractor will send one.
- Flight Dynamics reported no manoeuvre problems in August.

Actions
- Aisha to draft requirements for the GS-14 replacement by the end of October.
- Ruairi to circulate the delivery-miss analysis before the customer meeting.

Next review: 5 December 2024, at Dunmore rather than Kestrel Park.
""")

# ---------------------------------------------------------------- 033 (prose)
page("Security Steering Group minutes: 14 November 2023", """
The Security Steering Group met at Kestrel Park on 14 November 2023, chaired as usual by the Chief Operating Officer. Yusuf Adeyemi and Clara Henshaw attended for IT Security, Bethan Pryce for the Service Desk and Helen Marchetti for Spacecraft Operations. Ines Carvalho sent apologies.
The main item was the rewrite of the access control policy. Yusuf presented version 4.1, which lengthens passwords, tightens lockout and drops forced password expiry in line with current guidance. The group approved it to take effect on 1 January 2024, replacing version 3.2. It also agreed that the policy should move to the new numbering scheme, so the old reference ITP-012 will no longer be used.
The group then discussed idle sessions. It agreed in principle that the Keystone idle timeout should be halved, and Clara took an action to raise a change once the commanding consoles had been assessed, since controllers cannot be logged out in the middle of a pass.
Yusuf proposed that IT Security move to Dunmore in January, to sit alongside the security tooling and the second set of Keystone servers. This was agreed, on the understanding that he keeps a regular presence at Kestrel Park.
Finally, the group agreed to renew the annual external penetration test for 2024 and to run phishing simulations every quarter rather than twice a year. Bethan asked for advance notice of each simulation so that the Service Desk could prepare for the extra calls.
The next meeting was set for February 2024.
""")

# ---------------------------------------------------------------- 034
page("Policy: Access Control and Passwords v4.1", """
Policy number: POL-SEC-04
Version: 4.1 (current)
Effective from: 1 January 2024
Supersedes: version 3.2 (old number ITP-012)
Owner: Yusuf Adeyemi, IT Security
Approved by: Security Steering Group, 14 November 2023
Next review: November 2025

Requirements
| Control | Requirement |
|---|---|
| Minimum password length | 14 characters |
| Multi-factor authentication | required for every account |
| Account lockout | after 5 failed attempts, for 30 minutes |
| Privileged access review | every 90 days |
| Leaver accounts disabled | within 4 hours of leaving |
| Password expiry | none, unless compromise is suspected |

Exceptions and notes
- Service accounts must use passwords of at least 24 characters and are rotated every 12 months.
- Halyard commanding requires a hardware token; the phone app is not accepted.
- Shared accounts are not allowed, except for the Blue Room wall displays, which use a locked-down kiosk account.
- Break-glass accounts follow RUN-045 and are reviewed after every use.

Compliance
Suspected breaches are reported to IT Security. Repeated breaches may lead to access being withdrawn, and the line manager will be told. Requests for an exception go to the policy owner in writing and are reviewed at the next Security Steering Group; no exception lasts longer than twelve months. Where this policy and an older document disagree, this policy wins.
""")

# ---------------------------------------------------------------- 035 (prose)
page("Policy: Access Control and Passwords v3.2 (superseded)", """
This is version 3.2 of the access control and password policy. It was superseded on 1 January 2024 by version 4.1 and is kept here only so that older audit findings and tickets can be understood. Do not apply it to anything new.
Under the old numbering scheme the policy was ITP-012. It was approved in February 2021 and was owned by the head of IT Security at the time, Nikhil Varma, who has since left.
Version 3.2 required passwords of at least 12 characters, with a mix of upper case, lower case, digits and symbols. Passwords expired every 90 days and could not repeat any of the last ten. Accounts were locked after 10 failed attempts, and the lock cleared itself after 15 minutes.
Multi-factor authentication was required for remote access only. On-site logins at Kestrel Park and Harwick used a password alone, which was one of the main reasons for the rewrite.
Privileged access was reviewed every 180 days by the system owners, and the review was recorded on the old HelpPoint system. Accounts of leavers had to be disabled by the end of the next working day after their departure.
Service accounts were not covered by version 3.2 at all, which the auditors flagged in 2022. Break-glass access relied on a single sealed envelope in the Kestrel Park safe, as there was no second site when the policy was written.
If you find a document that still quotes these figures, please tell IT Security so that it can be corrected.
""")

# ---------------------------------------------------------------- 036
page("Policy: Out-of-Hours Support and Call-out", """
Policy number: POL-OPS-07
Version: 2.0 (current)
Effective from: 1 April 2024
Owner: Helen Marchetti, Spacecraft Operations
Applies to: every team with an on-call rota (Ground Network Operations, Data Services, IT Security) and anyone called out by the Duty Operations Manager

Definitions
- Office hours are 07:00 to 19:00, Monday to Friday, excluding bank holidays.
- Out of hours means any other time, including weekends and bank holidays.
- The Duty Operations Manager (DOM) is the single point of entry out of hours, on 01632 960100.

Acknowledging a page
- Weekday out of hours: acknowledge a Beacon page within 15 minutes.
- Weekends and bank holidays: acknowledge within 30 minutes.
- If the primary does not acknowledge in time, Beacon pages the secondary automatically.

Payments
| Situation | Payment |
| Standby week as primary | £180 |
| Standby week as secondary | £90 |
| Call-out, weekday out of hours | £45 |
| Call-out, weekend or bank holiday | £70 |

Swaps and rest
- Swaps must be logged on the team's rota page before the swapped period begins. If a swap isn't logged, the person shown on the published rota stays responsible.
- After a call-out lasting more than 2 hours between midnight and 06:00, staff may start work up to 4 hours late the next day.

Spacecraft Operations, whose floor is staffed around the clock, is outside the payment part of this policy.
""")

# ---------------------------------------------------------------- 037
page("Runbook RUN-014: Halyard failover to Dunmore", """
Runbook: RUN-014
Applies to: Halyard
Pages: Spacecraft Operations shift lead (Beacon group SCOPS-SL)
Authority to invoke: SCOPS shift lead or Duty Operations Manager
Escalation: the supplier's Severity 1 line (number on the supplier profile)
Expected duration: 25 minutes
Last rehearsed: 16 March 2024, on the standby, ahead of CHG-2024-031

When to use
- Halyard at Kestrel Park has been unavailable for more than 10 minutes and a commanding pass is due within the hour, or
- Kestrel Park is being evacuated.

Steps
1. Confirm with GNO that no pass is in progress on HW-1 or SK-1. If one is, wait for loss of signal unless a spacecraft is at risk.
2. Announce the failover on the ops loop and in the Blue Room.
3. On the Dunmore console, promote the standby database.
4. Check that telemetry from the last pass is present on the standby; gaps up to the 5-minute RPO are expected.
5. Point the front-end at Dunmore using the routing profile FE-DUN.
6. Ask GNO to confirm that the next pass is routed to Dunmore.
7. Log a P1 in Sentinel Desk if one has not already been logged.

After the failover
- Do not fail back without a second shift lead agreeing.
- Failback uses the same steps in reverse and normally takes 40 minutes.
""")

# ---------------------------------------------------------------- 038
page("Runbook RUN-022: Resolve a pass conflict in GroundLink Scheduler", """
Runbook: RUN-022
System: GroundLink Scheduler
Owner: Aisha Mensah
Pages: Ground Network Operations on-call primary, through Beacon
At weekends: also tell the Duty Operations Manager before republishing
Vendor escalation: support line on the supplier profile
Last updated: 11 April 2024 (mask check added after INC-2024-007)

Symptoms
- Two bookings on one antenna in the same window
- A pass in the contact plan with no antenna assigned
- A partner station reports a booking we have no record of

Procedure
1. Open the conflict view and note the passes involved.
2. Check that the antenna mask has been applied: the mask timestamp on the antenna page must be later than the last mask upload. If it is not, restart the scheduler service before going further.
3. Apply the priority order from the system page (LEOP, anomaly recovery, routine TT&C, payload downlink).
4. Move the losing pass to another antenna if one is free, Skarvik first and partner stations second.
5. Republish the contact plan and tell the SCOPS shift lead.
6. If republishing fails twice, call the vendor.

A manual override needs a GNO shift lead; out of hours that is the on-call primary. Record every override in Sentinel Desk, with the passes affected, so that the monthly pass statistics stay correct.
""")

# ---------------------------------------------------------------- 039
page("Runbook RUN-031: Restore from the Cobalt cold tier", """
Runbook: RUN-031
System: Cobalt (PDA in older tickets)
Pages: Data Services on-call
Approval: restores over 50 TB need the Data Services lead or deputy
Throughput: plan on 6 hours per 100 TB, plus 30 minutes to mount tapes
Last tested: 2 September 2024

Before you start
- Make sure there is room on the warm tier, because a restore lands there first. Leave enough headroom that the storage alert will not fire.
- Check whether the data is under LEGAL-HOLD. Legal-hold data is never on cold, so if you can't find it on warm, raise it with Data Services before going further.

Steps
1. Find the tape set for the requested products in the catalogue.
2. Submit the recall job from the tiering console at Dunmore, marking customer-impacting restores as priority.
3. Watch the tape library status. If a drive fails, the library's 4-hour hardware response applies; raise it through the supplier's support line.
4. When the recall completes, verify the checksums against the catalogue.
5. Tell the requester and update the Sentinel Desk ticket.

Notes
Restores requested on a Friday afternoon will often run into the weekend. The on-call keeps an eye on them, but checksum verification may not be done until Monday unless the data is needed for a customer delivery. Anything that will breach the 6-hour standard delivery target should be flagged to the requester straight away.
""")

# ---------------------------------------------------------------- 040
page("Runbook RUN-045: Keystone break-glass access", """
Runbook: RUN-045
System: Keystone (AuthHub in older documents)
Pages: IT Security on-call
Use when: nobody can sign in through Keystone, or both Keystone sites are down, and an operational system must be reached
Authority: IT Security on-call together with the Duty Operations Manager (two-person rule)
Credentials held: sealed envelopes in the Dunmore safe, with a second set at Kestrel Park

Steps
1. The DOM confirms that normal sign-in has failed for at least two people on different machines.
2. The IT Security on-call agrees to break-glass use and logs the time in Sentinel Desk.
3. The site manager opens the safe; two people sign the register before the envelope is opened.
4. Use the break-glass account only for the systems needed to restore Keystone or keep spacecraft safe.
5. When Keystone is back, close every break-glass session.

Afterwards
- IT Security rotates all break-glass passwords within 24 hours.
- Each use is reported to the next Security Steering Group.
- The envelopes are resealed and the register is checked by IT Security.

Break-glass accounts are also covered by the access control policy, which requires a review after every use. The runbook has not been used for real since Keystone replaced AuthHub; it was last tested on 11 June 2024 at Dunmore, and took 22 minutes from the first call to a working session.
""")

# ---------------------------------------------------------------- 041
page("Glossary: Nicknames and former system names", """
Aldermoor Orbital staff use a lot of shorthand. This page maps the nicknames and old names you will meet in tickets, PIRs and chat to the systems as they are named on this wiki. Legacy asset codes (MC-07, GS-14, WAN-3 and so on) are on the companion glossary page.

| Term | Means | Notes |
|---|---|---|
| the Tracker | ORBITRAK | ops-floor nickname |
| FDS-2 | ORBITRAK | name until the 2021 rebuild; some scripts still use it |
| the Console | Halyard | what controllers call the mission control system |
| MCS Classic | predecessor of Halyard | retired 30 April 2023 |
| the Booker | GroundLink Scheduler | antenna booking |
| the Vault | Cobalt | payload data archive |
| PDA | Cobalt | Payload Data Archive, the name until 2022 |
| the Desk | Sentinel Desk | also used for the IT Service Desk team |
| HelpPoint | Sentinel Desk | name until 2020 |
| AuthHub | Keystone | name until the 2022 rebrand |
| the Blue Room | Mission Operations Centre | at Kestrel Park |
| the Bridge | Harwick to Skarvik voice bridge | a phone line, not a network link |

"The Desk" is ambiguous. In a ticket it usually means the system; in conversation it often means the team. "The Vault" is sometimes used loosely for the tape library alone, which is only one part of Cobalt.

If you come across a nickname that isn't listed here, add it, and say where you saw it.
""")

# ---------------------------------------------------------------- 042
page("Glossary: Legacy codes and abbreviations", """
Codes from the old asset register still turn up on cabling labels, rack doors and in older PIRs. The register was renumbered in 2022, but nobody relabelled the hardware, so expect to see these for years.

| Code | Current name | Notes |
| MC-07 | Halyard | strictly its predecessor, MCS Classic; same queues and server names |
| GS-14 | GroundLink Scheduler | moved to Kestrel Park in October 2023 |
| WAN-3 | Polaris | WAN-1 and WAN-2 are long gone |
| FD-01 | ORBITRAK | rarely seen outside the asset register |
| AR-02 | Cobalt | label on the Dunmore racks |

Abbreviations
- DOM: Duty Operations Manager, the single out-of-hours entry point
- GNO: Ground Network Operations
- SCOPS: Spacecraft Operations
- LEOP: launch and early orbit phase
- PIR: post-incident review
- TT&C: telemetry, tracking and command
- KT-1 to KT-6: the six Kite satellites
- HW-1 to HW-3, SK-1 and SK-2: the antennas at Harwick and Skarvik
- ITP-012: the old number of the access control policy, now POL-SEC-04
- CAB: Change Advisory Board, which meets every second Tuesday

A code on its own does not tell you whether the thing is still in service. FD-01, for instance, is printed on the old FDS-2 servers, which were wiped in 2021 and now run ORBITRAK-T. If in doubt, check the CMDB in Sentinel Desk.
""")

# ---------------------------------------------------------------- 043
page("On-call rota: Ground Network Operations, July to September 2024", """
Published by Aisha Mensah on 24 June 2024. Weeks hand over at 08:00 on Monday. The primary carries the GNO on-call phone (07700 900412) and is paged first by Beacon; the secondary is paged if the primary does not acknowledge in time. Callum takes a turn like everyone else.

| Week commencing | Primary | Secondary |
|---|---|---|
| 1 July | Aisha Mensah | Jonah Petrie |
| 8 July | Jonah Petrie | Lowri Evans |
| 15 July | Lowri Evans | Sam Okonedo |
| 22 July | Sam Okonedo | Callum Fraser |
| 29 July | Callum Fraser | Aisha Mensah |
| 5 August | Aisha Mensah | Lowri Evans |
| 12 August | Jonah Petrie | Sam Okonedo |
| 19 August | Lowri Evans | Jonah Petrie |
| 26 August | Sam Okonedo | Aisha Mensah |
| 2 September | Callum Fraser | Jonah Petrie |
| 9 September | Aisha Mensah | Sam Okonedo |
| 16 September | Jonah Petrie | Lowri Evans |
| 23 September | Lowri Evans | Callum Fraser |

Logged swaps
- Friday 19 July 18:00 to Monday 22 July 08:00: Jonah Petrie covers primary for Lowri Evans (logged 16 July).
- Week of 12 August: Lowri Evans is primary instead of Jonah, who is on leave (logged 2 August). Jonah repays this by taking Lowri's primary week of 23 September.
- Saturday 7 September 08:00 to Sunday 8 September 08:00: Sam Okonedo covers primary for Callum Fraser (logged 4 September).

Bank holiday Monday 26 August is covered by that week's primary as normal.
""")

# ---------------------------------------------------------------- 044
page("On-call rota: Data Services and IT Security, October 2024", """
Data Services and IT Security share one rota page because both teams work from the Dunmore building and often cover for each other. Weeks run from Monday 08:00 to the following Monday 08:00.
Data Services on-call phone: 07700 900533
IT Security on-call phone: 07700 900621

| Week from | Data Services | IT Security |
|---|---|---|
| Mon 30 September | Ruairi Doyle | Clara Henshaw |
| Mon 7 October | Mei Tanaka | Ewan Imrie |
| Mon 14 October | Kwame Asante | Yusuf Adeyemi |
| Mon 21 October | Ines Carvalho | Clara Henshaw |
| Mon 28 October | Ruairi Doyle | Ewan Imrie |

Swap log
- Saturday 12 and Sunday 13 October: Ruairi Doyle covers Data Services for Mei Tanaka (logged 3 October by Ines Carvalho).
- Wednesday 16 to Friday 18 October: Ewan Imrie covers IT Security for Yusuf Adeyemi, who is at the Kestrel Park audit (logged 9 October).

Not a swap: Kwame offered in chat to take the week of 21 October for Ines, but nobody logged it here before the week began, so under POL-OPS-07 Ines stayed on call for that week.

Both phones divert to the person named above, and Beacon pages the same person. At weekends the Data Services on-call also covers processing cluster alerts, and the IT Security on-call receives Keystone health alerts.
""")

# ---------------------------------------------------------------- 045
page("Contact directory: Operations and IT", """
Numbers for the people and desks you are most likely to need. Team leads are listed by name; deputies and other staff are not, so reach them through their team's on-call or the Duty Operations Manager.

| Name or role | Team | Phone | Notes |
|---|---|---|---|
| Duty Operations Manager (DOM) | Operations | 01632 960100 | 24x7, first call out of hours |
| IT Service Desk | IT Service Desk | 01632 960200 | see team page for hours |
| SCOPS console (shift lead) | Spacecraft Operations | 01632 960310 | 24x7 |
| GNO on-call | Ground Network Operations | 07700 900412 | diverts to the primary |
| Data Services on-call | Data Services | 07700 900533 | weekly rota |
| IT Security on-call | IT Security | 07700 900621 | weekly rota |
| Priya Ramaswamy | Flight Dynamics | 07700 900148 | lead |
| Helen Marchetti | Spacecraft Operations | 07700 900230 | lead |
| Callum Fraser | Ground Network Operations | 07700 900415 | lead |
| Ines Carvalho | Data Services | 07700 900530 | lead |
| Yusuf Adeyemi | IT Security | 07700 900620 | lead |
| Bethan Pryce | IT Service Desk | 01632 960201 | lead |
| Kestrel Park reception | Site | 01632 960010 | office hours |
| Harwick gatehouse | Site | 01632 960450 | 24x7 |
| Harwick to Skarvik voice bridge | Site | 01632 960455 | the Bridge |
| Dunmore reception | Site | 01632 960700 | office hours |

Supplier support lines are on each supplier profile, not here. Corrections to this page go to the IT Service Desk.
""")
