"""Writes corpus.jsonl for mining-dev. Standard library only. All content is invented."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

PAGES = []


def page(title, text):
    PAGES.append((title, text.strip("\n")))


# ---------------------------------------------------------------- 001
page("System page: HaulTrack fleet management", """
HaulTrack is the fleet management and dispatch system for the haul fleet at Tallow Creek Pit. Operators and most of the pit crew still call it "the Tracker"; until the 2022 rebrand it was sold as MineDispatch 3, and the asset register keeps the legacy code FMS-02.
System owner: Mine Systems team
Supplier: Quarrix Mining Software (see Supplier profile: Quarrix Mining Software)
Site: Tallow Creek Pit
Current version: 9.2 (upgraded from 8.4 under CHG-2024-112)
Criticality: Tier 1
RTO: 4 hours
RPO: 15 minutes
Hosting: two application servers in the Tallow Creek workshop comms room, with a warm standby at Kestle House
What it does
- Assigns 41 haul trucks and 6 excavators to loading and dump points every shift
- Tracks truck positions over PitNet and raises a "stale position" alert when a truck stops reporting (threshold 45 seconds since CHG-2024-112)
- Feeds shift tonnage figures to TonnageHub overnight, and engine-hour readings to Maintix
Dependencies
HaulTrack is useless without PitNet. When the mesh failed in September 2024 (INC-2024-058) the dispatchers went back to radio and paper tally sheets, and it took them most of the next shift to catch up. The position feed is also read by the SlopeWatch operators, who use it to check that no truck is parked inside a radar exclusion zone.
Support
First-line support is the Mine Systems on-call (pager group MINESYS-OC). Quarrix provide second-line support under contract CT-2291 during business hours; out-of-hours calls are charged per incident. How long position history is kept is set by the Backup and Retention policy, not by this page.
""")

# ---------------------------------------------------------------- 002
page("System page: PlantView SCADA", """
System name: PlantView SCADA
Also known as: "the Mimic" (control room nickname, after the big overview screen); legacy code OT-SC1
Site: Brennock Concentrator
System owner: Plant Control team
Supplier: Vellmark Automation, contract CT-1874
Criticality: Tier 1 (safety-related interlocks run in the PLC layer, not in PlantView itself)
RTO: 1 hour
RPO: 5 minutes

PlantView supervises the crushing, grinding, flotation and thickener circuits at Brennock. It runs on a duplicated pair of servers (PV-A is normally active, PV-B sits on hot standby) and presents its screens on 12 HMI stations, ten in the central control room and two in the reagent building. A thirteenth station was ordered in 2024 for the tailings pump house but has not been commissioned, so please do not count it.

Process values are written every second to Stratum Historian. The link is one-way by design, but INC-2024-031 showed that a full historian collector can still stall the SCADA comms driver, which is why RUN-022 begins with a disk check on the collector.

Remote access for Vellmark engineers follows the OT Remote Access Standard. Sessions are brokered through the jump host at Kestle House; no direct vendor VPN into the PlantView network is permitted, and requests are approved by the owning team.

Change freeze: no changes to PlantView during the two weeks either side of the annual shutdown (usually late August), except emergency fixes approved by the Plant Control lead.
""")

# ---------------------------------------------------------------- 003 (prose)
page("System page: Stratum Historian", """
Stratum Historian collects and stores process data from PlantView SCADA and from the smaller PLC networks at Brennock. Plant operators call it "the Well", and anyone who has been here longer than five years will remember it as ProcessVault, the name it carried until Vellmark Automation rebranded the product in 2021. In the asset register it appears under the legacy code HST-7.
Ownership sits with the Plant Control team, who look after the collectors, the tag configuration and the servers. The reporting layer on top (the monthly metallurgical accounting reports and the dashboards used at head office) is maintained by Business Applications, which occasionally leads people to log historian faults with the wrong team.
Until March 2025 the historian servers lived in the server room at Brennock Concentrator. Following the OT Steering Group decision of 8 October 2024 they were moved to the data centre at Kestle House, and the collectors now forward data across the site WAN. The Brennock collector keeps a local buffer of roughly 72 hours, enlarged after its disk filled up in June 2024.
Stratum Historian is a Tier 2 system. Its RTO is 8 hours and its RPO is 1 hour, although in practice the collector buffer means that little or no data is actually lost during a short outage. The supplier is Vellmark Automation, under the same contract as PlantView.
How long historian data is kept is governed by the Backup and Retention policy rather than by this page, so please check there before promising anyone a figure.
""")

# ---------------------------------------------------------------- 004
page("System page: SlopeWatch slope stability radar", """
Name: SlopeWatch
Nickname: "the Dish"
Legacy code: GEO-R3
Purpose: continuous slope stability monitoring of the pit walls at Tallow Creek Pit
System owner: Mine Systems team
Supplier: Orrin Geotechnical
Criticality: Tier 1, safety-critical
RTO: 30 minutes
RPO: 5 minutes

Two radar units are installed. R1 watches the east wall pushback from a trailer on the 1140 bench; R2 covers the west wall and the main haul ramp. Both stream to the SlopeWatch server in the pit office, and the geotechnical engineers review the movement plots every shift.

Alarm thresholds (wall movement rate)
- Amber: 0.8 mm/h, sustained for 30 minutes. The geotechnical engineer reviews and may restrict access.
- Red: 1.5 mm/h, sustained for 15 minutes. The pit supervisor clears the exclusion zone immediately.

Threshold history: the red threshold was 2.0 mm/h until 10 February 2025, when CHG-2025-014 lowered it following the January storm (INC-2025-007). The amber threshold has not changed since installation.

If either unit stops reporting, follow RUN-014. Radar outages are always treated as P1, whatever the general severity matrix says, and the pit supervisor must be told within 10 minutes.

The geotechnical engineers themselves belong to the Mine Planning department, which does not have a page on this wiki yet; the Mine Systems team looks after the radar hardware, the server and the software only.
""")

# ---------------------------------------------------------------- 005
page("System page: PitNet wireless mesh", """
PitNet is the wireless mesh network that covers the whole of Tallow Creek Pit, including the waste dumps and the ROM pad.
Former name: Ridgelink (renamed in 2023 when the core was rebuilt)
Nickname: "the Mesh"
Legacy code: NET-04
Owner: Site Networks team
Supplier: Corvane Networks
RTO: 2 hours
RPO: not applicable (no stored data)

Topology
- 58 mesh nodes, most of them on solar trailers that move with the benches
- 2 core switches in the Tallow Creek workshop comms room (replaced in April 2025 under CHG-2025-030)
- 3 backhaul links, to the pit office, the explosives magazine and the Brennock road junction
- A fibre uplink from the comms room to the site WAN and on to Kestle House

Who uses it
HaulTrack truck positions, SlopeWatch radar data (R1 only; R2 has its own fibre run), the fixed cameras and the pit's push-to-talk radio gateway all travel over PitNet. A mesh outage therefore hits dispatch first, which is exactly what happened in INC-2024-058 when a core switch locked up.

Operational notes
- Node moves are booked with the Site Networks team at least 24 hours ahead; the benches move, and the nodes follow.
- Node firmware is upgraded in batches of no more than ten.
- When a node drops, follow RUN-031.

Capacity planning for the proposed northern extension of the pit has not started, so please do not quote node counts for it.
""")

# ---------------------------------------------------------------- 006
page("System page: Maintix maintenance management", """
Maintix is the computerised maintenance management system (CMMS) for all three operating sites.
Former name: WorkBench 7 (the vendor renamed the product in 2022, and our move to the hosted Maintix service finished in May 2023)
Nickname: "the Book" (workshop staff)
Legacy code: BA-MX1
System owner: Business Applications team
Supplier: Pellard Software
Hosting: vendor-hosted SaaS
RTO: 24 hours
RPO: 4 hours

Maintix holds the asset register for fixed and mobile plant, around 9,300 active assets, together with work orders, preventive maintenance schedules and spare-parts reservations. Planned work for the haul fleet is generated from the engine-hour readings that HaulTrack sends every night.

Please note that Pellard Software is not the same company as Pellard Systems, which supplied the old badge readers at Kestle House and has no current contract with us. Both names turn up in old purchase orders, and the finance team has asked that people check which one they mean.

An upgrade to the Maintix 2025.2 release was raised as CHG-2025-033. At the Change Advisory Board on 17 March 2025 it was deferred, so the production instance is still on release 2024.4.

Known quirks
- Work orders raised at Halsey Wharf show the time in UTC in the mobile app; the web client shows local time.
- Attachments over 25 MB are silently dropped.
- Closing a work order on the mobile app without a signal leaves it open until the device next syncs.
""")

# ---------------------------------------------------------------- 007
page("System page: TonnageHub weighbridge and stockpile accounting", """
System: TonnageHub
Former name: Weighmate (until the 2023 software replacement)
Nickname: "the Scales"
Legacy code: WB-11
Owner: Port Systems team
Supplier: Vellmarke Controls (weighbridge instruments and software). Not Vellmark Automation, who supply Loadstar on the same wharf.
Site: Halsey Wharf, with one remote weighbridge at Brennock Concentrator
RTO: 12 hours
RPO: 1 hour

TonnageHub records every truck and rail wagon crossing the three weighbridges (WB1 and WB2 at Halsey Wharf, WB3 at Brennock) and keeps the concentrate stockpile balance that the sales team uses to plan shipments. Overnight it also takes shift tonnages from HaulTrack, so that mine-to-port reconciliation can be done in one place.

Reconciliation runs each morning at 06:00. If the weighbridge totals disagree with the stockpile survey by more than the tolerance set in RUN-040, the job fails and Port Systems are paged; RUN-040 is the runbook to follow.

Calibration
- WB1 and WB2 are calibrated by Vellmarke Controls every six months.
- WB3 is calibrated once a year.
- After any firmware update, the calibration constant must be reloaded and checked by Port Systems (added after INC-2025-019).

Port Systems are also responsible for Loadstar; the two systems exchange shipment numbers but nothing else. Stockpile survey figures come from the wharf surveyors and are entered by hand.
""")

# ---------------------------------------------------------------- 008 (prose)
page("System page: Loadstar ship loader control", """
Loadstar controls the travelling ship loader at Halsey Wharf, including the luffing and slewing of the boom, the shuttle conveyor and the interlocks with the berth. Wharf staff call it "the Arm", and older drawings use the legacy code PRT-2.
The system is owned by the Port Systems team. Vellmark Automation supplies and supports it under contract CT-1874, the same agreement that covers PlantView SCADA at Brennock. People often assume the supplier is Vellmarke Controls, because that company maintains the weighbridges a few hundred metres away, but the two firms are unrelated and Vellmarke has never touched the loader.
Loadstar is rated Tier 1 while a vessel is being loaded and Tier 2 otherwise. Its RTO is 2 hours. Because it keeps no business data of its own (shipment numbers come from TonnageHub), no RPO has been set.
A typical Handymax vessel of around 45,000 tonnes takes about 30 hours to load at the nominal rate of 1,500 tonnes per hour. Any stoppage longer than the RTO therefore starts to eat into the laytime agreed with the shipping line, and the Port Superintendent must be told.
A long Loadstar outage in 2023 happened before this wiki existed, and its review was never migrated, so please do not ask the team to reconstruct it from memory.
Remote support sessions for Vellmark engineers need approval under the OT Remote Access Standard, exactly as they do for PlantView, and the spare slewing encoder is now kept at the wharf rather than at the supplier's depot.
""")

# ---------------------------------------------------------------- 009
page("Team page: Mine Systems", """
Team: Mine Systems
Lead: Priya Venkataraman
Deputy: Owen Tregarthen
Base site: Tallow Creek Pit (pit office, first floor)
Pager group: MINESYS-OC
Members: Priya Venkataraman, Owen Tregarthen, Jade Finnerty, Rhys Mallory

What we look after
- HaulTrack (fleet management and dispatch)
- SlopeWatch (slope stability radar), hardware and software only
- The pit office servers and the eight dispatch consoles

Priya has led the team since it was formed in 2021. Owen covers for her when she is away and acts as incident manager for most P1 incidents at the pit; he ran the response to the PitNet outage in September 2024. Jade is the team's specialist on the radar units and the usual contact for Orrin Geotechnical's field engineers.

How to reach us
Raise a ticket in the Mine Systems queue for anything that can wait. For anything that cannot, page MINESYS-OC, which reaches whoever is on call according to the rota (see On-call rota: Mine Systems and Site Networks, May 2025). Please do not phone Priya directly about dispatch faults at 3 a.m.; the on-call engineer has the same access she does.

Working pattern
The team works a Monday to Friday day pattern at the pit office. Night and weekend cover is on call only. The concentrator's annual shutdown does not affect us, but we help Plant Control with network checks at Brennock if asked.
""")

# ---------------------------------------------------------------- 010 (prose)
page("Team page: Plant Control", """
The Plant Control team looks after the operational technology at Brennock Concentrator, where it is based, in the engineering block next to the central control room. Its main systems are PlantView SCADA and Stratum Historian, plus the PLC networks for the crushing and flotation circuits.
The team is headed by Dariusz Kowal, who came over from the commissioning contractor in 2019 and stayed. His deputy is Fenella Ashdown; she chairs the weekly alarm review and was incident manager for the screen freeze in June 2024. The other two engineers are Hamish Lorne and Beatriz Calloway, both of whom are on the on-call rota.
Although the historian servers now sit in the Kestle House data centre, the team itself has not moved, and nobody from Plant Control is based at head office. Faults with historian dashboards should go to Business Applications, and faults with data collection to Plant Control.
Supplier management for Vellmark Automation is shared. Dariusz attends the quarterly supplier reviews, but commercial matters such as renewals and rates are handled by the procurement office. The team also approves Vellmark remote access requests for PlantView, as the owning team under the OT Remote Access Standard.
Out of hours, Plant Control are reached through the pager group PLANTCTL-OC. The shift metallurgist in the control room is usually the person who calls, and they will expect a call back within the response target for the incident's severity. During the annual shutdown in late August the whole team works on site, and the rota is suspended for those two weeks.
""")

# ---------------------------------------------------------------- 011
page("Team page: Site Networks", """
Site Networks is headed by Marguerite Oyelaran. Callum Brede is her deputy.
Base site: Tallow Creek Pit (comms room, workshop building)
Pager group: SITENET-OC
Desk line (weekday day shift): 01632 960441
Members: Marguerite Oyelaran, Callum Brede, Tomasz Wren, Aisha Dunmore

Scope
- PitNet wireless mesh (formerly Ridgelink) and its core switches
- The site WAN links between Tallow Creek, Brennock, Halsey Wharf and Kestle House
- Fixed cameras and the push-to-talk radio gateway in the pit

The team is based at the pit because that is where most of the hardware is, but not everyone sits there. Callum works mostly from Kestle House, where the WAN routers and the firewall for the OT jump host live. If you need someone on the ground at the pit, ask for Tomasz or Aisha.

Marguerite took over the team in January 2023 from its founder, who has since left the company. She is also our technical contact for Corvane Networks, although contract matters go through procurement.

Current work
- CHG-2025-030, replacement of the PitNet core switches (change owner: Callum Brede), completed in April 2025
- Planning for a second fibre route between the pit and Brennock, not yet approved

Response expectations follow the Incident Severity and Response Targets policy. The desk line is staffed from 07:00 to 18:00 on weekdays; outside those hours, page SITENET-OC instead.
""")

# ---------------------------------------------------------------- 012 (prose)
page("Team page: Business Applications", """
Business Applications runs the company's enterprise systems from Kestle House, which is where the whole team is based. The systems in its care are Maintix (maintenance management), the Meridian ERP platform used by finance, procurement and payroll, and the reporting layer that sits on top of Stratum Historian.
Tobias Harrower has led the team since March 2024, when he took over from Nadia Quist. Nadia moved to the group's digital programme and is no longer involved day to day, although her name is still on some older Maintix configuration documents. Imogen Sallis is the deputy and looks after Meridian in particular; she is also the first person to ask about anything to do with payroll interfaces.
Meridian ERP is run for us by Tessaly Business Systems under a managed-service agreement. It does not yet have its own system page, and until one is written the team asks that questions about Meridian outages be raised as tickets rather than guessed from other pages. Maintix is supplied by Pellard Software as a hosted service.
The team works office hours and does not run a formal on-call rota. Priority 1 incidents outside working hours are handled on a best-endeavours basis by Tobias or Imogen, who can be reached through the contact directory. For anything else, raise a ticket in the Business Applications queue and expect a reply on the next working day.
The team has two open vacancies, for a Maintix analyst and an integration developer, and interviews are expected to finish in the summer.
""")

# ---------------------------------------------------------------- 013 (prose)
page("Team page: Port Systems", """
Port Systems is the smallest of the operational technology teams and the only one based at Halsey Wharf, in the port office above the weighbridge gatehouse. Kwame Asante leads it, and Lowri Pennant is his deputy. Niamh Stroud and Elias Varga complete the team.
Between them they look after TonnageHub (the weighbridges and the stockpile balance) and Loadstar, the ship loader control system. They also keep the berth cameras and the tide gauge feed running, although the tide gauge itself belongs to the harbour authority.
Two different suppliers are involved, and their names are confusingly close. Vellmarke Controls look after the weighbridges and TonnageHub, while Vellmark Automation look after Loadstar. Kwame keeps a laminated card on the office wall saying which is which, and visitors are encouraged to read it.
Lowri ran the response to the weighbridge miscount in March 2025 and wrote most of the review. Since then the team has taken over reloading the calibration constant after firmware updates, rather than leaving it to the supplier.
The team pages through the PORTSYS-OC group. Because vessel loading goes on around the clock, Port Systems keep a full on-call rota like the plant and pit teams, and it is published alongside the Plant Control rota. When a ship is alongside, the Port Superintendent can also call the team lead directly.
Port Systems have no involvement with the rail loadout at the wharf, which is operated and maintained by the rail contractor.
""")

# ---------------------------------------------------------------- 014 (table without separator)
page("Supplier profile: Quarrix Mining Software", """
Supplier: Quarrix Mining Software
Supplies: HaulTrack (fleet management and dispatch) at Tallow Creek Pit
Contract reference: CT-2291
Contract start: 1 April 2022
Contract end: 31 March 2027
Support line (business hours): 01632 960214

Account management
| Role | Name | From | To |
| Account manager (current) | Sebastian Moyo | 1 July 2024 | - |
| Account manager (former) | Harriet Lindqvist | 1 April 2022 | 30 June 2024 |
| Technical account lead | Petra Solano | 1 April 2022 | - |

Harriet handed the account over to Sebastian at the end of June 2024, after the 9.2 upgrade had been scoped but before it was delivered. Anything agreed with her before that date should still be honoured; Sebastian has copies of her notes.

Commercial notes
- Annual licence and support fee: £218,000, invoiced each April.
- Out-of-hours support is not included; each out-of-hours call-out is charged at £1,150.
- Service credits apply if a Severity 1 fault is not responded to within 1 hour during business hours.
- Renewal discussions should start no later than 30 September 2026.

Performance
Quarrix delivered the 9.2 upgrade (CHG-2024-112) on schedule in November 2024, with a three-hour outage. Their business-hours response has been good; the main complaint from the Mine Systems team is the cost of out-of-hours call-outs, which are needed roughly once a quarter.

Not to be confused with Quarry Logic, a former blasting software supplier whose contract ended in 2021.
""")

# ---------------------------------------------------------------- 015
page("Supplier profile: Vellmark Automation", """
Supplier: Vellmark Automation
Supplies: PlantView SCADA and Stratum Historian (Brennock Concentrator); Loadstar ship loader control (Halsey Wharf)
Contract reference: CT-1874
Contract end: 30 September 2026
Current account manager: Anneliese Farrow (from 14 January 2025)
Former account manager: Gideon Prask (until 13 January 2025)
24/7 support line: 01632 960518

Vellmark is our largest OT supplier by spend. The single contract CT-1874 covers software support, spares and a fixed number of engineer days across both sites; there is no separate contract for Loadstar, whatever the old purchase orders suggest.

Gideon Prask managed the account from the start of the contract. He announced at the November 2024 supplier review that he was moving to Vellmark's northern region, and Anneliese Farrow took over in mid-January. She is based in Vellmark's Kestle office, which makes face-to-face meetings easier than they used to be.

Things to know
- Vellmark Automation is a different company from Vellmarke Controls (weighbridges, TonnageHub). Check the name on any quote or invoice carefully; at least two invoices have been paid to the wrong one and had to be recovered.
- 24/7 support was added from 1 January 2025, following the supplier review decision. Before then, out-of-hours support was best endeavours only.
- Engineer remote access must follow the OT Remote Access Standard.
- Renewal: the procurement office plans to start renewal talks in spring 2026.

Escalation inside Vellmark, if the support line does not respond within 30 minutes: the duty service manager, then the account manager.
""")

# ---------------------------------------------------------------- 016
page("Supplier profile: Vellmarke Controls", """
Supplier: Vellmarke Controls
(Note the final "e". This is not Vellmark Automation.)
Supplies: weighbridge instruments, load cells and the TonnageHub software, at Halsey Wharf and for the Brennock weighbridge
Contract reference: CT-2045
Contract end: 28 February 2026
Current account manager: Desmond Achterberg
Previous account manager: Rosalind Teague
Handover date: 2 September 2024
Service desk: 01632 960633

Desmond Achterberg took over from Rosalind Teague on 2 September 2024. Rosalind is still at Vellmarke but now handles their rail customers, so please do not send TonnageHub issues to her.

Service levels under CT-2045
- Response to a weighbridge fault: 4 hours, 7 days a week.
- Resolution or workaround: next business day.
- Six-monthly calibration of WB1 and WB2, annual calibration of WB3.

The March 2025 weighbridge miscount (INC-2025-019) followed a firmware update that Vellmarke carried out without reloading the calibration constant. They accepted responsibility and credited one calibration visit. Since then Port Systems reload and check the constant themselves after every update, and Vellmarke have agreed to give five working days' notice of firmware releases.

Renewal
The contract ends on 28 February 2026, and Kwame Asante has asked procurement to run a competitive tender rather than renew directly. Until a decision is made, treat Vellmarke as the supplier of record for everything listed above.
""")

# ---------------------------------------------------------------- 017 (prose)
page("Supplier profile: Orrin Geotechnical", """
Orrin Geotechnical supplies and supports SlopeWatch, the slope stability radar system at Tallow Creek Pit, under contract CT-1650. The contract was signed in January 2021 and was due to end on 31 December 2025.
That end date no longer applies. At the Site Operations Review on 4 February 2025 it was agreed to extend the contract to 30 June 2026, so that the radar replacement tender can run without leaving the pit uncovered, and the extension was signed later that month. Anything that still says December 2025 is out of date.
Mirela Dragomir has been our account manager since 6 November 2023. She took over from Alistair Beck, who left Orrin in late 2023; his name still appears on the original contract schedules and on the old escalation sheet in the pit office, which should be thrown away.
Field service is provided by two engineers who travel from the Orrin depot and can usually be on site within six hours. Most day-to-day contact goes through Jade Finnerty in the Mine Systems team rather than through the account manager.
Orrin's office number is 01632 960372, which is answered during business hours only and is mainly useful for commercial questions. For a radar fault at any hour, use the 24/7 support line given in RUN-014, not the office number.
After the January 2025 storm Orrin supplied a battery backup unit for the east wall radar at cost, and agreed to a quarterly review of alarm performance with the geotechnical engineers.
""")

# ---------------------------------------------------------------- 018 (table without separator)
page("Supplier profile: Corvane Networks", """
Corvane Networks provides the PitNet wireless mesh hardware, the core switches and the managed site WAN.

| Item | Detail |
| Contract reference | CT-2410 |
| Contract signed | 1 September 2023 |
| Contract end | 31 August 2028 |
| Current account manager | Yusuf Harland (from 3 March 2025) |
| Former account manager | Bethan Coyle (to 28 February 2025) |
| Network operations centre | 01632 960790, 24/7 |

Account history
Bethan Coyle looked after us from contract signature until the end of February 2025, when she went on extended leave; Yusuf Harland picked up the account on 3 March 2025. Bethan negotiated the core switch replacement price, and the quote she issued (reference CVN-Q-5521) is still the one that CHG-2025-030 was approved against.

Service levels
- Mesh node failure: response within 4 hours, replacement node on site within 1 business day.
- Core switch or WAN failure: response within 1 hour, 24/7.
- Quarterly service review with the Site Networks team.

Commercial notes
- The PitNet core switch replacement was priced at £186,000 including installation.
- Additional mesh nodes are priced per unit under schedule 3 of the contract.
- The contract does not cover the push-to-talk radio gateway, even though it runs over PitNet.

Known issues
The firmware fault behind the September 2024 outage (INC-2024-058) was acknowledged by Corvane in October 2024. A fix exists for the new switch model only, which is one reason the replacement was approved rather than patched.
""")

# ---------------------------------------------------------------- 019 (table with separator)
page("Site profile: Tallow Creek Pit", """
Site: Tallow Creek Pit
Type: open-pit copper mine (main mining operation)
Mine Manager: Ruth Abernathy
Regulator: Western Mines Inspectorate
Inspector assigned: Gwen Harcastle
Mining permit: WMI/MP/0318

Tallow Creek Pit is the company's original operation and still its largest. The pit is worked in a series of pushbacks, with the east wall pushback currently the most active. Ore goes by haul truck to the ROM pad and then by overland conveyor to Brennock Concentrator, 14 km to the south.

| Item | Figure |
|---|---|
| Haul trucks | 41 |
| Excavators | 6 |
| Ore mined per day (2024 average) | 62,000 tonnes |
| Strip ratio | 2.7 |
| Employees on site | about 480 |

IT and OT teams based here
- Mine Systems (pit office)
- Site Networks (comms room, workshop building)

Reporting to the regulator
Any loss of slope monitoring, any geotechnical red alarm and any serious injury must be reported to the Western Mines Inspectorate within 24 hours. The Mine Manager signs the report. The inspectorate's contact details are kept by the Mine Manager's office and are deliberately not on this wiki.

Other bodies
The Tallow Valley Water Board is consulted on pit dewatering discharges, but it is not the site's regulator. Planned radar outages agreed in advance with the pit supervisor are logged locally and are not reportable.
""")

# ---------------------------------------------------------------- 020 (prose)
page("Site profile: Brennock Concentrator", """
Brennock Concentrator sits 14 km south of Tallow Creek Pit and turns the ore into copper concentrate. The plant has a primary crusher, two ball mills, a flotation circuit and a concentrate thickener, and it runs around the clock except for the two-week annual shutdown in late August.
The Plant Manager is Senan Lowry. The Plant Control team is based here, in the engineering block, and Site Networks engineers visit from the pit when the WAN needs attention.
The regulator of record for the concentrator is the Brennock Catchment Authority, which issues the site's environmental permit (BCA/EP/0457) and receives the monthly discharge returns. The Western Mines Inspectorate also visits Brennock once a year to look at the crusher and conveyors, and people sometimes assume it is the regulator here too, but for permit and reporting purposes it is not. Any uncontrolled discharge must be reported to the Catchment Authority within 2 hours.
Concentrate leaves Brennock by road and rail for Halsey Wharf. Road trucks are weighed out over WB3, the single weighbridge on site, before they leave.
The server room in the engineering block held the Stratum Historian servers until March 2025. It still houses the PlantView SCADA server pair, the PLC engineering workstations and the Brennock collector for the historian.
Throughput in 2024 averaged 60,500 tonnes of ore a day, slightly below the pit's output because ore was stockpiled at the ROM pad while the mills were relined in May.
""")

# ---------------------------------------------------------------- 021
page("Site profile: Halsey Wharf", """
Site: Halsey Wharf
Role: concentrate storage and export port, plus rail receiving
Port Superintendent: Carys Mbeki
Regulator: Halsey Port Safety Board
Port facility security officer: Amos Fairweather
IT and OT team based here: Port Systems (led by Kwame Asante)

Facilities
- Concentrate storage shed, capacity 120,000 tonnes
- Two road weighbridges (WB1, WB2) feeding TonnageHub
- One travelling ship loader controlled by Loadstar
- Rail loadout for inbound wagons, operated by the rail contractor (not by Port Systems, and not documented on this wiki)
- Berth for Handymax vessels up to 50,000 tonnes

Regulatory notes
The Halsey Port Safety Board licenses the berth and the ship loader, and it must be told within 12 hours of any loader incident involving a vessel. The harbour authority (Halsey Harbour Trust) controls pilotage and the tide gauge but is not our regulator. Security plans are reviewed every year by the port facility security officer.

A Halsey security forum meets every quarter with the harbour authority and the other berth users; its notes are circulated by email and are not kept on this wiki.

Contacts
The port office switchboard is 01632 960600. Mobile numbers for the Port Superintendent and the Port Systems team are in the contact directory.
""")

# ---------------------------------------------------------------- 022 (prose)
page("Site profile: Kestle House", """
Kestle House is the company's head office, in the town of Kestle about 60 km from the pit. It houses finance, procurement, HR, the executive team and the data centre that serves all four sites.
The building is leased. For fire safety, occupancy and the standby generator, the relevant authority is the Kestle District Building Safety Office, which inspects the fire suppression in the data centre every year. There is no mining or environmental regulator for this site, and incidents here are reported under the ordinary building and workplace rules.
The data centre on the ground floor holds the Stratum Historian servers (moved from Brennock in March 2025), the warm standby for HaulTrack, the OT jump host used for supplier remote access, and the WAN routers that Site Networks manage. Access is by badge and is limited to named staff from Site Networks, Plant Control and Business Applications, plus escorted suppliers.
Business Applications is the only team based here full time, although Callum Brede from Site Networks works from Kestle most days. The facilities manager is Jonah Whitlock, who should be contacted before any work in the data centre that needs the fire suppression isolated.
Power comes from two utility feeds and a 500 kVA standby generator, which is tested on the first Monday of each month between 07:00 and 07:30. Anyone in the data centre during that window should expect a short transfer blip on the sockets that are not on UPS.
Meetings of the OT Steering Group and the Change Advisory Board are normally held in the Fell Room on the second floor.
""")

# ---------------------------------------------------------------- 023 (prose)
page("Post-incident review INC-2024-031: control room screens frozen at Brennock", """
On the morning of 11 June 2024 every screen of the Mimic in the Brennock control room stopped updating. Operators could still see the last values, but nothing changed and no commands went through. The plant's hardwired interlocks kept the circuits safe, and the shift metallurgist put the mills into a controlled stop after twenty minutes.
Fenella Ashdown acted as incident manager. The incident was logged as P2, since the safety systems were unaffected, and the Plant Control on-call engineer was on site within the response target. The HMI stations stayed frozen for 2 hours 40 minutes in total, and it took a further 50 minutes to bring the mills back to full throughput.
The root cause was found in the Well. Its collector at Brennock had filled its local disk with buffered data after a week of failed transfers, and it then stopped acknowledging messages. The SCADA comms driver, waiting for those acknowledgements, stalled, and with it every display. Failing over to the standby server did not help, because the standby used the same driver and the same collector.
About 3,100 tonnes of ore throughput were lost. There was no environmental release, and nothing needed to be reported to the Catchment Authority.
The actions agreed were to add disk-space alerting on the collector (done), to change the driver so that it times out rather than waits (done by the supplier in August), to write a runbook for screen freezes, now RUN-022, and to look at moving the historian servers off the plant site, which went to the OT Steering Group in October.
""")

# ---------------------------------------------------------------- 024
page("Post-incident review INC-2024-058: dispatch lost during mesh outage", """
Incident: INC-2024-058
Date: 19 September 2024
Site: Tallow Creek Pit
Severity: P1
Incident manager: Owen Tregarthen
Escalation contact: Priya Venkataraman
Duration: 95 minutes (14:05 to 15:40)

Summary
A core switch in the Ridgelink network locked up during the afternoon shift. The mesh stopped carrying traffic, the Tracker lost every truck position, and the dispatchers had to park the fleet and fall back to radio. All 41 haul trucks stood for at least 40 minutes. SlopeWatch R1 also lost its link, but R2 (on its own fibre) kept covering the west wall, and the east wall pushback was cleared as a precaution.

Timeline
- 14:05 trucks start dropping off the dispatch screens
- 14:12 Site Networks on-call paged; Owen declares P1 at 14:15
- 14:48 standby switch found to have the same firmware fault
- 15:20 core switch cold-restarted with the previous firmware
- 15:40 all positions back and normal dispatch resumed

Root cause
A firmware defect in the core switch model, triggered by a routine configuration backup. The supplier confirmed the defect in October 2024.

Impact
Around 9,000 tonnes of ore production were lost. The loss of east wall radar coverage was reported to the regulator the same evening.

Actions
- Roll back the firmware on both core switches (done)
- Replace the core switches with the newer model (raised as CHG-2025-030)
- Add a second backhaul path for R1 (open)
""")

# ---------------------------------------------------------------- 025 (prose)
page("Post-incident review INC-2025-007: east wall radar coverage lost in storm", """
During the storm on the night of 23 January 2025, the Dish on the east wall lost power when its trailer's solar and battery system ran flat after three overcast days and a generator fault. Radar coverage of the east wall pushback was lost for 47 minutes, from 01:18 to 02:05. The west wall unit kept working throughout.
The pit supervisor was told at 01:24, within the required ten minutes, and cleared the east wall exclusion zone. No trucks or people were inside it at the time. Jade Finnerty was the Mine Systems on-call and drove out with a portable generator; because of the weather it took her longer than usual to reach the 1140 bench.
The incident was managed as P1, as all radar outages are, with Priya Venkataraman as incident manager. The loss of monitoring was reported to the mine's regulator the following morning, well within the 24-hour limit.
When the unit came back, its data showed wall movement of 1.7 mm/h on one section, sustained for about twenty minutes before the outage. That rate was below the red threshold then in force, so no alarm had been raised, but the geotechnical engineers were uneasy and asked for the threshold to be reviewed. This led to CHG-2025-014.
The other actions were a battery backup for the east wall unit, supplied by the radar vendor at cost, a check of the generator servicing schedule, and a recommendation that the radar supplier's contract be extended while a replacement radar is tendered, which was discussed at the Site Operations Review in February.
""")

# ---------------------------------------------------------------- 026
page("Post-incident review INC-2025-019: weighbridge under-reading at Halsey Wharf", """
Reference: INC-2025-019
Date raised: 2025-03-04
Site: Halsey Wharf
Systems: Weighmate (weighbridge WB2 and the stockpile balance)
Severity: P3
Incident manager: Lowri Pennant
Review written by: Lowri Pennant, checked by Kwame Asante

What happened
- 26 February: the supplier updated the firmware on WB2 but did not reload its calibration constant.
- 26 February to 4 March: WB2 under-read every load by a little under 2 per cent.
- 4 March, 06:00: the morning reconciliation failed because the stockpile survey and the weighbridge totals no longer agreed.
- 4 March, 11:30: Lowri identified the calibration constant as the cause; WB2 was taken out of service and trucks were diverted to WB1.
- 5 March: WB2 recalibrated and returned to service.

Impact
The discrepancy came to 1,240 tonnes of concentrate, all of it recorded late rather than lost. It was found before the next vessel, MV Corran Star, was loaded with its 48,500-tonne cargo, so the bill of lading was correct. No report to the port regulator was needed, since neither the loader nor a vessel was involved.

Why P3
Nothing stopped. Trucks kept moving over WB1, and the error was commercial rather than safety-related.

Actions
- Port Systems to reload and verify the calibration constant after every firmware update (done, and added to the system page)
- Supplier to give five working days' notice of firmware releases (agreed)
- Review the reconciliation tolerance in RUN-040 (taken to the Change Advisory Board on 17 March 2025)
""")

# ---------------------------------------------------------------- 027
page("Change record CHG-2024-112: HaulTrack upgrade to 9.2", """
Change: CHG-2024-112
Title: Upgrade HaulTrack from 8.4 to 9.2
System: HaulTrack (Tallow Creek Pit)
Change owner: Priya Venkataraman
Implementer: Quarrix Mining Software
Approved by: Change Advisory Board, 14 October 2024
Scheduled window: 5 November 2024, 10:00 to 13:00 (planned shift-change lull)
Outage: 3 hours, within the window
Result: successful

Scope
- Application upgrade on both pit servers and on the Kestle House warm standby
- Database schema update (irreversible; backing out means restoring the pre-change backup)
- New dispatch console client on all eight consoles
- Stale-position alert threshold raised from 30 seconds to 45 seconds

Why the threshold changed
Under 8.4 a truck that went silent for 30 seconds triggered an alert. With more trucks now working deep in the pit, where mesh coverage is patchier, dispatchers were getting dozens of false alerts every shift. The 45-second threshold was agreed with the Mine Manager and has been in force since the upgrade went live.

Backout plan
Restore the pre-change database backup and reinstall 8.4. Estimated backout time 2 hours. Not needed.

Post-implementation notes
Two dispatch consoles needed a second reboot. Quarrix raised a minor defect about report timestamps, which was fixed in a patch on 19 November 2024. Sebastian Moyo attended the post-implementation review on the supplier's side.
""")

# ---------------------------------------------------------------- 028 (prose)
page("Change record CHG-2025-014: SlopeWatch red alarm threshold lowered", """
This change lowered the red alarm threshold on SlopeWatch from 2.0 mm/h to 1.5 mm/h, effective from 06:00 on 10 February 2025. It was raised by Jade Finnerty on behalf of the geotechnical engineers after the January storm, when one section of the east wall moved at 1.7 mm/h without raising an alarm.
The change owner was Priya Venkataraman, and it was approved by the Mine Manager, Ruth Abernathy, as an emergency change on 6 February, then noted retrospectively at the next Change Advisory Board. Orrin Geotechnical made the configuration change remotely under the OT Remote Access Standard, in a session lasting a little under an hour, with Jade watching from the pit office.
The amber threshold of 0.8 mm/h was left alone, as was the rule that the red rate must be sustained for 15 minutes. The geotechnical engineers considered shortening that period as well, but decided that it would produce too many false alarms from rain on the radar dome.
In the first four weeks after the change the red alarm fired twice, both times on the east wall pushback, and both times the exclusion zone was cleared. Neither event turned into a wall failure, which the engineers regard as the system working as intended rather than as false alarms.
The same change also installed the battery backup unit on the east wall radar trailer. It gives about 14 hours of running time without solar input or the generator.
Backing out would simply mean setting the threshold back to 2.0 mm/h, but nobody expects that to happen.
""")

# ---------------------------------------------------------------- 029
page("Change record CHG-2025-030: PitNet core switch replacement", """
Change: CHG-2025-030
Summary: replace both PitNet core switches with the newer model
Change owner: Callum Brede
Implementer: Corvane Networks
Approved: Change Advisory Board, 17 March 2025
Budget: covered by the OT Steering Group approval of October 2024
Scheduled: Saturday 12 April 2025, 22:00 to 02:00
Backout time: 45 minutes
Status: completed 13 April 2025

Plan
1. Pre-stage both new switches in the workshop comms room, configured and tested off-line.
2. At 22:00, Mine Systems put HaulTrack into manual dispatch mode; the night shift works on radio.
3. Move the backhaul and uplink fibres to switch A, confirm node registration, then do the same for switch B.
4. Confirm that SlopeWatch R1 traffic is back before 23:30; if not, back out.
5. Hand back to dispatch.

Backout
Re-patch to the old switches, which stay powered and configured until the change is closed. The 45 minutes allow for re-patching and for the 58 mesh nodes to re-register.

What actually happened
Node registration took longer than planned (about 25 minutes for all nodes instead of 10), but the change finished at 01:35, inside the four-hour window. R1 radar traffic was restored at 23:10. The old switches were removed on 15 April and returned to Corvane.

Notes
The pit supervisor on shift agreed beforehand that radar R1 would be down for up to 30 minutes, with the east wall exclusion zone cleared for that time. This was logged as a planned radar outage, so it was not reported to the regulator as an incident.
""")

# ---------------------------------------------------------------- 030
page("OT Steering Group minutes: 8 October 2024", """
Meeting: OT Steering Group
Date: 8 October 2024, Fell Room, Kestle House
Chair: Ingrid Solberg (Head of Operational Technology)
Minutes: Imogen Sallis
Present: Priya Venkataraman, Dariusz Kowal, Marguerite Oyelaran, Kwame Asante, Tobias Harrower, Ruth Abernathy
Apologies: Senan Lowry

1. Review of INC-2024-031 (screens frozen at Brennock)
Dariusz summarised the review. The group agreed that keeping the historian servers on the plant site adds risk without much benefit.

2. Review of INC-2024-058 (mesh outage)
Marguerite presented the options. Patching the existing core switches is not possible, because the supplier's fix only exists for the new model.

Decisions
- D1: Stratum Historian servers to move from Brennock to the Kestle House data centre by the end of March 2025. Budget £54,000. Owner: Dariusz Kowal.
- D2: Replacement of the PitNet core switches approved, with a budget of £186,000 including installation. Owner: Marguerite Oyelaran. The change goes to the Change Advisory Board once scheduled.
- D3: The OT Remote Access Standard to be revised so that supplier sessions are shorter and better recorded; a draft to come to the next meeting.
- D4: No decision on the network design for the northern pit extension; to be revisited when the mine plan is approved.

Actions
- Dariusz to confirm WAN capacity for historian traffic with Site Networks.
- Kwame to brief the group on the weighbridge tender at a later meeting.

Next meeting: date to be confirmed.
""")

# ---------------------------------------------------------------- 031 (prose)
page("Supplier review minutes: 20 November 2024", """
The quarterly supplier review with Vellmark Automation was held on 20 November 2024 at Brennock, in the meeting room of the engineering block. Dariusz Kowal chaired for the company, with Kwame Asante and Hamish Lorne attending; Vellmark were represented by their account manager, Gideon Prask, and their service manager for the region.
Gideon opened by announcing that he would be moving to Vellmark's northern region in the new year. His successor, Anneliese Farrow, would take over the account from 14 January 2025, and he offered a joint handover meeting in December, which Dariusz accepted.
Support performance for PlantView was discussed first. Vellmark delivered the driver timeout fix promised after the June screen freeze, and no repeat has been seen. Kwame raised two Loadstar slewing faults from October, both fixed within the agreed time, and asked for the spare encoder to be held at the wharf rather than at the Vellmark depot, which was agreed.
The main decision of the meeting was that Vellmark will provide 24/7 telephone support for PlantView SCADA and Loadstar from 1 January 2025, replacing the best-endeavours arrangement. The added cost is £42,000 a year, which Dariusz agreed to take to procurement as a contract variation.
Vellmark also asked whether the company would consider moving the historian to their hosted service. Dariusz said that the decision to move it to Kestle House had already been taken and would not be reopened.
The next review was provisionally set for February 2025, to be chaired by Fenella Ashdown while Dariusz is on leave. No minutes of that February review have been posted yet.
""")

# ---------------------------------------------------------------- 032 (table with separator)
page("Change Advisory Board minutes: 17 March 2025", """
Chair: Callum Brede (standing in for Marguerite Oyelaran)
Location: Fell Room, Kestle House, and by video
Attendees: Owen Tregarthen, Fenella Ashdown, Lowri Pennant, Imogen Sallis, Jade Finnerty

Changes considered
| Change | Description | Outcome |
|---|---|---|
| CHG-2025-030 | Replace PitNet core switches | Approved for 12 April 2025 |
| CHG-2025-033 | Upgrade Maintix to release 2025.2 | Deferred to May 2025 |
| CHG-2025-035 | New reconciliation tolerance for TonnageHub | Approved |
| CHG-2025-014 | SlopeWatch red threshold (emergency change) | Noted retrospectively |

Notes on the decisions
- CHG-2025-030: Callum declared an interest as change owner and handed the chair to Owen for this item. Approved on condition that the pit supervisor agrees the radar R1 outage in advance.
- CHG-2025-033: deferred because the vendor's release notes mention a change to the work-order interface that HaulTrack uses for engine-hour readings. The owning team is to test it first and bring it back in May.
- CHG-2025-035: the tolerance in RUN-040 rises from 0.25% to 0.5% of the daily tonnage, effective 24 March 2025. The review of INC-2025-019 showed that most failed runs below 0.5% were survey noise, while the real fault was far larger. Lowri to update the runbook.
- CHG-2025-014: no comments.

Other business
Imogen asked that future CAB packs go out three working days ahead rather than one. Agreed.

Next CAB: 14 April 2025.
""")

# ---------------------------------------------------------------- 033 (prose)
page("Site Operations Review minutes: 4 February 2025", """
The Site Operations Review met at the Tallow Creek pit office on 4 February 2025, chaired by the Mine Manager, Ruth Abernathy. Priya Venkataraman, Jade Finnerty, Marguerite Oyelaran and the senior geotechnical engineer attended, with Senan Lowry joining by video from Brennock.
The first item was the storm incident of 23 January. Priya took the meeting through the review, and the geotechnical engineers repeated their request for a lower red alarm threshold on the radar. Ruth said she would approve the change as an emergency change once the engineers had put the proposed figure in writing, and that it should then go to the Change Advisory Board for noting.
The meeting then turned to the radar contract. The current units are ageing, and a replacement tender cannot realistically finish before the end of the year. It was decided to extend the Orrin Geotechnical contract to 30 June 2026, and Ruth asked procurement to sign the extension before the end of February. It was also agreed that the tender should be led by Mine Systems, with Jade as technical lead.
Marguerite gave an update on the mesh switch replacement, which was waiting for a date from the supplier and for a slot at the Change Advisory Board in March.
Under other business, Senan mentioned that the tailings dam working group had met on 28 January and would report to the next review. Its notes have not been put on the wiki, and nobody present could say what it had decided.
The next Site Operations Review was set for 4 March 2025 at Brennock.
""")

# ---------------------------------------------------------------- 034 (table without separator)
page("Policy: OT Remote Access Standard OT-POL-07 v4.0 (current)", """
Document: OT-POL-07
Version: 4.0
Status: current
Effective from: 1 February 2025
Supersedes: version 3.2
Policy owner: Ingrid Solberg, Head of Operational Technology

This standard applies to all remote access to operational technology networks by suppliers, contractors and staff working off site. It was revised after the OT Steering Group asked in October 2024 for shorter and better recorded supplier sessions.

Key requirements
| Requirement | Version 4.0 rule |
| Notice for planned supplier sessions | 2 working days |
| Maximum session length | 4 hours |
| Multi-factor authentication | required for everyone |
| Session recording retention | 90 days |
| Approver | lead or deputy of the owning team |

Emergency access
Where a fault cannot wait for the notice period (for example a P1 incident), the on-call engineer of the owning team may approve a session by phone, provided that the session is recorded and the approval is written up in the incident record within one working day.

General rules
- All sessions go through the OT jump host at Kestle House. Direct vendor VPNs are not allowed.
- Shared supplier accounts are not allowed; each engineer has a named account.
- Sessions that reach the maximum length are cut off automatically and must be requested again.
- Supplier access is disabled when a contract ends, and reviewed when an account manager changes.

Exceptions
SlopeWatch configuration sessions by Orrin Geotechnical may run for up to 6 hours, because radar recalibration cannot be paused safely. No other exceptions are in force.
""")

# ---------------------------------------------------------------- 035 (prose)
page("Policy: OT Remote Access Standard OT-POL-07 v3.2 (superseded)", """
This page keeps the text of version 3.2 of the OT Remote Access Standard (OT-POL-07) for reference only. Version 3.2 was in force from 1 March 2023 until 31 January 2025 and has been replaced by version 4.0. Do not use it to approve new access.
Under version 3.2, suppliers had to request planned remote sessions at least 5 working days in advance, and a single session could last up to 8 hours. Multi-factor authentication was required for suppliers but not for staff connecting from company laptops, which was one of the gaps the revision closed. Session recordings were kept for 30 days and then deleted automatically.
Approval under version 3.2 rested with the Head of Operational Technology rather than with the owning team, which in practice meant that requests queued up whenever she was travelling. Emergency sessions could be approved by the duty manager of the affected site.
There were no system-specific exceptions in version 3.2. Orrin Geotechnical sessions for radar recalibration were simply split into two bookings when they ran long.
The reason for keeping this page is that several supplier contracts, notably CT-1650 with Orrin Geotechnical and CT-1874 with Vellmark Automation, still refer to "the notice period in OT-POL-07" without naming a version. Procurement's view is that the current version applies, but the older text may be needed if a supplier disputes a session that was refused before February 2025.
Questions about the standard should go to the policy owner, and requests for access should be raised through the owning team as set out in version 4.0.
""")

# ---------------------------------------------------------------- 036 (prose)
page("Policy: Backup and Retention for OT and site systems", """
The current version of this policy is 2.1, in force since 1 July 2024. It replaced version 1.4, which dated from 2021. The differences matter mostly for process data, so both versions are described here.
Under version 2.1, Stratum Historian data is retained for 7 years, PlantView alarm and event logs for 2 years, and HaulTrack truck position history for 18 months. Maintix records follow the finance retention rules and are not covered here. SlopeWatch radar data is kept for the life of the mine plus ten years, as the Western Mines Inspectorate expects.
Version 1.4 was less generous. It kept historian data for 5 years and HaulTrack position history for only 12 months, and it said nothing at all about SlopeWatch, which had not been installed when it was written. The alarm log period of 2 years was the same in both versions.
Backups of Tier 1 systems must be taken at least as often as the RPO of the system requires and must be restore-tested every quarter. Tier 2 systems are restore-tested twice a year. Test results go to the Head of Operational Technology each January and July. Version 1.4 only required annual restore tests, which is one of the reasons it was replaced after the June 2024 historian problem.
Backups are kept in two places, the Kestle House data centre and an off-site store, and at least one copy must be offline or immutable. Where a supplier hosts the system, as with Maintix, the supplier's own backup terms apply, and the owning team must keep a copy of them on file.
The policy owner is the Head of Operational Technology, and the next review is due in July 2026.
""")

# ---------------------------------------------------------------- 037 (table with separator)
page("Policy: Incident Severity and Response Targets", """
Policy number: OPS-POL-03, version 2.0
Applies to: all OT and site IT incidents at Tallow Creek Pit, Brennock Concentrator, Halsey Wharf and Kestle House

Severity levels and targets (weekday daytime, 07:00 to 18:00 Monday to Friday)
| Severity | Definition | Response | Resolution |
|---|---|---|---|
| P1 | Production stopped, or any loss of safety monitoring | 15 minutes | 4 hours |
| P2 | Production degraded, workaround available | 30 minutes | 8 hours |
| P3 | Single user or non-production impact | 4 hours | 3 business days |
| P4 | Request or cosmetic fault | 1 business day | 10 business days |

Out of hours
Outside weekday daytime, that is 18:00 to 07:00 on weekdays and all day at weekends and on public holidays, the targets change as follows.
- P1: unchanged, 15 minutes response and 4 hours resolution.
- P2: response within 60 minutes; the resolution target is unchanged.
- P3 and P4: handled on the next business day.

Exceptions
- Any loss of SlopeWatch radar coverage is P1, at any time, regardless of production impact.
- Business Applications do not run an on-call rota, so their out-of-hours P1 response is best endeavours.

Definitions
Response means that a named engineer has acknowledged the incident and started work. Resolution means that service is restored, possibly by a workaround; the root cause may still be open.

The incident manager is normally the lead or deputy of the owning team for P1 and P2, and the on-call engineer for P3 and P4. The Service Desk logs incidents and pages the right team but does not manage them.
""")

# ---------------------------------------------------------------- 038
page("Runbook RUN-014: SlopeWatch radar data loss", """
Runbook: RUN-014
Applies to: SlopeWatch (radar units R1 and R2)
Pages: Mine Systems on-call (MINESYS-OC)
Severity: always P1
Last reviewed: 12 February 2025, by Jade Finnerty

Trigger
The SlopeWatch server raises "unit not reporting" for either radar, or the movement plot for a wall stops updating for more than 2 minutes.

Steps
1. Phone the pit supervisor within 10 minutes of the alarm. Do not wait until you have a diagnosis; the supervisor decides whether to clear the exclusion zone for the affected wall.
2. Check the unit's status page from the pit office. If the unit shows low battery or no power, go to step 4.
3. If the unit is powered but not reporting, check the PitNet node at the trailer (R1) or the fibre link (R2). For a mesh fault, page SITENET-OC and follow RUN-031 in parallel.
4. Power faults: take the portable generator from the pit office store. Since CHG-2025-014 the east wall trailer has a battery backup of about 14 hours, so a power fault there usually means the backup has run down as well.
5. If the unit cannot be restored within 30 minutes, call Orrin Geotechnical on their 24/7 support line, 01632 960377, and ask for a field engineer.
6. Tell the Mine Manager's office, who report any loss of monitoring to the regulator within 24 hours.

Do not
- Do not restart the SlopeWatch server during a red alarm.
- Do not use the Orrin office number out of hours; nobody answers it.

After the incident, raise the post-incident review within five working days.
""")

# ---------------------------------------------------------------- 039
page("Runbook RUN-022: PlantView HMI freeze", """
Runbook: RUN-022
System: PlantView SCADA ("the Mimic") at Brennock Concentrator
Pages: Plant Control on-call (PLANTCTL-OC)
Written after: INC-2024-031
Owner: Fenella Ashdown

When to use
Use this runbook when several HMI stations stop updating at the same time. A single frozen station is usually a local PC fault; reboot it and raise a P3 ticket instead.

Before you start
The plant's hardwired interlocks do not depend on PlantView. The shift metallurgist decides whether to stop the mills; your job is to get the screens back.

Steps
- Check free disk space on the Stratum Historian collector at Brennock. If the disk is more than 90% full, stop the collector service, move the oldest buffer files to the archive share and restart it. This alone would have fixed the June 2024 freeze.
- If the disk is fine, check whether PV-A is still the active server. If PV-A has hung, fail over to PV-B from the engineering workstation. Allow 3 minutes for the screens to reconnect.
- If neither server responds, call Vellmark Automation on 01632 960518 (24/7 since January 2025) and ask for the duty engineer. Quote contract CT-1874.
- If they ask for a remote session, open one through the jump host; as the on-call engineer you may approve it under the emergency access rule of the OT Remote Access Standard.

Severity guide
A freeze of all stations with the plant running is P2. A freeze with loss of a safety-related display is P1.

After the incident
Write up the timeline while it is fresh. If the historian collector was involved, tell the Plant Control lead the next morning.
""")

# ---------------------------------------------------------------- 040
page("Runbook RUN-031: PitNet mesh node down", """
Runbook: RUN-031
System: PitNet wireless mesh, Tallow Creek Pit
Pages: Site Networks on-call (SITENET-OC)
Last reviewed: April 2025, after CHG-2025-030

Who to contact
- Weekday day shift (07:00 to 18:00, Monday to Friday): ring the Site Networks desk on 01632 960441. Do not page; the desk will send someone out.
- Nights, weekends and public holidays: page SITENET-OC. If nobody acknowledges within 15 minutes, page MINESYS-OC; the Mine Systems on-call can do the first checks.

Diagnosis
- One node down, neighbours fine: usually the solar trailer. Check the battery voltage on the node status page.
- Several neighbouring nodes down: suspect a backhaul link. Check the three backhaul radios.
- All nodes down: suspect the core switches. Treat this as P1 and tell the dispatch supervisor straight away, because HaulTrack will lose every truck.

Recovery
- For a trailer power fault, swap in a charged battery from the workshop store.
- For a node that is powered but not registering, power-cycle it once. If it does not come back within 10 minutes, mark it failed and call the Corvane Networks network operations centre for a replacement node.
- If the failed node carries SlopeWatch R1 traffic, also follow RUN-014, since the radar will be affected.

Afterwards
Record the node number, the cause and the time to repair in the Site Networks log. Node failures on their own are P3 unless they affect dispatch or the radar.
""")

# ---------------------------------------------------------------- 041 (table without separator)
page("Runbook RUN-040: TonnageHub reconciliation failure", """
Runbook: RUN-040
System: TonnageHub, Halsey Wharf
Pages: Port Systems on-call (PORTSYS-OC)
Trigger: the 06:00 reconciliation job fails

The job compares the weighbridge totals with the morning stockpile survey. It fails when the two differ by more than 0.5% of the day's tonnage. Until 24 March 2025 the tolerance was 0.25%, which caused a false failure roughly once a week; CHG-2025-035 raised it after the March miscount review.

Escalation
| Time after page | Who | How |
| 0 minutes | Port Systems on-call | PORTSYS-OC pager |
| 30 minutes, no acknowledgement | Port Systems deputy lead | mobile, see contact directory |
| 2 hours, unresolved | Vellmarke Controls service desk | 01632 960633 |
| Vessel due within 24 hours | Port Superintendent | port office switchboard |

Checks
- Compare each weighbridge's daily total with the previous five days. A sudden step on one weighbridge points to calibration.
- Check the firmware version on all three weighbridges. If it has changed since the last good run, reload and verify the calibration constant (see INC-2025-019).
- Check that the HaulTrack and Brennock feeds arrived; a missing feed also fails the job.

Fix and rerun
Once the cause is fixed, rerun the job from the TonnageHub admin screen. A rerun takes about 20 minutes. If the job passes, close the page with a note; if it fails again with the same difference, leave it failed and escalate.

Remember that the supplier is Vellmarke Controls, not Vellmark Automation.
""")

# ---------------------------------------------------------------- 042 (table with separator)
page("Glossary: nicknames, former names and legacy codes", """
Staff use a lot of shorthand. This glossary maps the names you will hear on the radio or read in old documents to the system names used on this wiki. Legacy codes come from the asset register that was replaced in 2022; they still appear on equipment labels and in old tickets.

| Term | Type | Means | Notes |
|---|---|---|---|
| the Tracker | nickname | HaulTrack | used by pit dispatchers |
| MineDispatch 3 | former name | HaulTrack | product name before 2022 |
| FMS-02 | legacy code | HaulTrack | |
| the Mimic | nickname | PlantView SCADA | after the overview screen in the Brennock control room |
| OT-SC1 | legacy code | PlantView SCADA | |
| the Dish | nickname | SlopeWatch | refers to either radar unit |
| GEO-R3 | legacy code | SlopeWatch | |
| Ridgelink | former name | PitNet | renamed 2023 |
| the Mesh | nickname | PitNet | |
| NET-04 | legacy code | PitNet | |
| WorkBench 7 | former name | Maintix | |
| the Book | nickname | Maintix | workshop usage |
| Weighmate | former name | TonnageHub | replaced 2023 |
| WB-11 | legacy code | TonnageHub | |
| the Arm | nickname | Loadstar | wharf usage |
| PRT-2 | legacy code | Loadstar | |

Some terms are deliberately left out because they are explained on the system page itself; the historian's nicknames are one example. If a name is missing here, check the system pages before asking.

Other shorthand
"ROM pad" means the run-of-mine stockpile at the pit exit. "Pushback" is a stage of widening the pit. "Alongside" means that a vessel is berthed at Halsey Wharf.
""")

# ---------------------------------------------------------------- 043 (table with separator)
page("On-call rota: Mine Systems and Site Networks, May 2025", """
Rota period: 5 May to 1 June 2025
Handover: Mondays at 08:00
Pager groups: MINESYS-OC (Mine Systems), SITENET-OC (Site Networks)

| Week commencing | Mine Systems primary | Mine Systems backup | Site Networks primary | Site Networks backup |
|---|---|---|---|---|
| 5 May 2025 | Rhys Mallory | Owen Tregarthen | Tomasz Wren | Callum Brede |
| 12 May 2025 | Jade Finnerty | Priya Venkataraman | Aisha Dunmore | Marguerite Oyelaran |
| 19 May 2025 | Owen Tregarthen | Rhys Mallory | Callum Brede | Tomasz Wren |
| 26 May 2025 | Priya Venkataraman | Jade Finnerty | Tomasz Wren | Aisha Dunmore |

Swap log
- 2 May: Jade Finnerty and Rhys Mallory swapped Saturday 17 and Sunday 18 May, so Rhys covers Mine Systems primary that weekend. Approved by Priya.
- 9 May: Aisha Dunmore is on leave 13 to 15 May; Marguerite Oyelaran covers Site Networks primary for those three days, and Aisha picks the pager up again on 16 May.
- 21 May: Callum Brede asked to swap the whole week of 19 May with Tomasz Wren. Declined, because Tomasz is primary the following week; no change.

Notes
- Monday 26 May is a public holiday, so handover moves to Tuesday 27 May at 08:00 and the outgoing primaries keep the pager until then.
- Backups are only paged if the primary does not acknowledge within 15 minutes.
- Team leads are not on the primary rota except where shown; Priya takes one primary week a quarter to keep her hand in.
""")

# ---------------------------------------------------------------- 044 (table with separator)
page("On-call rota: Plant Control and Port Systems, May 2025", """
Rota period: 5 May to 1 June 2025
Handover: Mondays at 08:00 (Plant Control), Mondays at 07:00 (Port Systems, to suit the early wharf shift)
Pager groups: PLANTCTL-OC, PORTSYS-OC

| Week commencing | Plant Control primary | Port Systems weekday primary | Port Systems weekend cover |
|---|---|---|---|
| 5 May 2025 | Hamish Lorne | Niamh Stroud | Elias Varga |
| 12 May 2025 | Beatriz Calloway | Elias Varga | Niamh Stroud |
| 19 May 2025 | Fenella Ashdown | Lowri Pennant | Elias Varga |
| 26 May 2025 | Hamish Lorne | Niamh Stroud | Lowri Pennant |

Port Systems split each week. The weekday primary holds PORTSYS-OC from the Monday handover until 18:00 on Friday, and the weekend cover holds it from Friday 18:00 until the next Monday handover. Plant Control keep one primary for the whole week.

Logged swaps
- Plant Control, 14 May: Beatriz Calloway swapped Wednesday 14 May with Hamish Lorne (her daughter's graduation). Hamish holds PLANTCTL-OC from 08:00 on 14 May to 08:00 on 15 May.
- Port Systems, 23 May: Elias Varga's weekend cover for 24 and 25 May was taken by Kwame Asante, as Elias is on a training course. Approved by Lowri Pennant as deputy.

Notes
Dariusz Kowal does not take primary weeks but is the escalation point for Plant Control if the primary does not acknowledge within 15 minutes. For Port Systems the escalation goes to the deputy lead, then to the lead. During the annual shutdown in late August the Plant Control rota is suspended, so there will be no August rota page for that team.
""")

# ---------------------------------------------------------------- 045 (table with separator)
page("Contact directory: OT and site IT staff", """
Internal numbers for operational technology and site IT staff, plus the site managers they work with most. Desk numbers are in the 01632 960xxx range and mobiles are company phones. Where a number is missing, the person has asked not to be listed; contact them through their team's pager group or their manager instead.

| Name | Role | Base | Desk | Mobile |
|---|---|---|---|---|
| Priya Venkataraman | Lead, Mine Systems | Tallow Creek Pit | 01632 960410 | 07700 900152 |
| Owen Tregarthen | Deputy, Mine Systems | Tallow Creek Pit | 01632 960412 | 07700 900287 |
| Jade Finnerty | Engineer, Mine Systems | Tallow Creek Pit | 01632 960415 | 07700 900333 |
| Marguerite Oyelaran | Lead, Site Networks | Tallow Creek Pit | 01632 960440 | 07700 900604 |
| Callum Brede | Deputy, Site Networks | Kestle House | 01632 960130 | 07700 900648 |
| Dariusz Kowal | Lead, Plant Control | Brennock Concentrator | 01632 960520 | 07700 900461 |
| Fenella Ashdown | Deputy, Plant Control | Brennock Concentrator | 01632 960521 | 07700 900519 |
| Kwame Asante | Lead, Port Systems | Halsey Wharf | 01632 960610 | 07700 900843 |
| Lowri Pennant | Deputy, Port Systems | Halsey Wharf | 01632 960611 | 07700 900871 |
| Tobias Harrower | Lead, Business Applications | Kestle House | 01632 960120 | 07700 900712 |
| Imogen Sallis | Deputy, Business Applications | Kestle House | 01632 960121 | 07700 900735 |
| Ruth Abernathy | Mine Manager | Tallow Creek Pit | 01632 960400 | not listed |
| Carys Mbeki | Port Superintendent | Halsey Wharf | 01632 960601 | 07700 900905 |
| Ingrid Solberg | Head of Operational Technology | Kestle House | not listed | not listed |

Ingrid Solberg's diary is managed by the executive office; ask there for a meeting. Supplier and regulator contacts are not kept in this directory; see the supplier profiles and site profiles instead.
""")


def main():
    assert len(PAGES) == 45, len(PAGES)
    with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for i, (title, text) in enumerate(PAGES, 1):
            rec = {"id": "MIN-doc-%03d" % i, "title": title, "text": text}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d pages" % len(PAGES))


if __name__ == "__main__":
    main()
