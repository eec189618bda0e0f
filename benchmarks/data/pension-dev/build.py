"""Builds corpus.jsonl and questions.jsonl for pension-dev (standard library only)."""
import json, random, os

HERE = os.path.dirname(os.path.abspath(__file__))

PAGES = []
def page(title, text):
    PAGES.append((title, text.strip("\n")))

# 001
page("Glossary: System nicknames and former names", """
This page lists the names people actually use for our systems. If you hear a nickname on a bridge call or see an old name in a ticket, look it up here before you raise anything with a supplier. Legacy codes are kept separately (see Glossary: Legacy codes and abbreviations).
| Name you may hear | Type | Official system | Notes |
|---|---|---|---|
| the Ledger | nickname | MEMBRA | Used mostly by member services staff |
| PAS-2 | former name | MEMBRA | Renamed in 2021 |
| the Pump | nickname | Pensioner Payroll Engine | Coined by the payroll team during the 2019 migration |
| PayMaster 7 | former name | Pensioner Payroll Engine | Halden's product name before 2020 |
| the Front Door | nickname | MyEllersby | Member services slang for the portal |
| WebMember | former name | MyEllersby | Retired as a name in 2022, still in old URLs |
| Tess | nickname | Tessellate | |
| Project Silo | former name | Granary | The build project, 2018 to 2019 |
| the Bells | nickname | Carillon | |
| VoxLine | former name | Carillon | Name of the previous telephony contract |
| ADX | former name | Gatehouse | Short for Active Directory Extension |
A couple of warnings. "Tess" is sometimes used loosely for the whole investment operations estate; in an incident ticket it should only ever mean Tessellate itself. "The Bridge" is not a system at all: it is the major incident call hosted by the Service Desk. And Scriptorium, the print and document store at Quarry Lane, has no nickname that we know of, although older staff may still call it DocuHub.
Page owner: Data governance office
Last reviewed: 3 April 2025
""")

# 002
page("System page: MEMBRA member administration", """
System: MEMBRA
Also known as: the Ledger (nickname); PAS-2 until 2021
Legacy code: MA01
Purpose: member records, contribution history, benefit calculations and retirement quotes for all four schemes we administer
Owning team: Member Systems Team (see Team page: Member Systems Team)
Supplier: Corvane Software Ltd, contract CVS-2019-044
Current version: 11.2 (upgraded under CHG-2024-112)
Primary hosting: Kestrel Park Data Centre
Disaster recovery: Fenmoor Recovery Site (warm standby)
RTO: 4 hours
RPO: 15 minutes
Support hours: 07:00 to 19:00 Monday to Friday; 08:00 to 13:00 on Saturdays
MEMBRA is the system of record for member data. Almost everything else reads from it: the portal pulls balances overnight, the payroll engine takes new pensioner set-ups from it, and Granary loads a full extract each night.
The overnight batch (revaluation, statement generation and the Granary extract) starts at 22:30 and normally completes by 03:15. If it has not finished by 05:00, follow Runbook RUN-014. Do not rerun individual steps without the Member Systems on-call engineer on the call; a partial rerun in 2023 doubled a set of contribution postings.
Outside the support hours above, Corvane provides emergency cover for Severity 1 incidents only. Anything lower waits for the next support window, even if it affects the portal.
Known constraints:
- The reporting copy is refreshed at 06:00 and 13:00, so figures taken between those points can look stale.
- Bulk member updates above 5,000 records need a change record.
- Quotes for members with a protected pension age are still calculated by hand.
""")

# 003
page("System page: Pensioner Payroll Engine", """
System name: Pensioner Payroll Engine (PPE)
Nickname: the Pump
Former name: PayMaster 7
Legacy code: PY07
Business owner: Head of Pensioner Payroll
Owning team: Payroll Operations
Supplier: Halden Payroll Systems
Hosted at: Kestrel Park Data Centre, with a cold standby at Fenmoor
RTO: 8 hours
RPO: 1 hour
The Pump pays roughly 5,190 pensioners each month. The payroll is calculated on the 20th, checked by Payroll Operations over the following two working days, and the payment file goes through the Ellersby Clearing Link to the bank. Pay day is the 28th, or the previous working day if the 28th falls at a weekend.
Key points for support staff:
- The payment file cut-off is 14:00 on the transmission day. (It used to be later; see Incident Review Board minutes: 2 July 2024.)
- New pensioner set-ups come from MEMBRA; PPE does not create member records itself.
- Halden's support desk works 08:00 to 18:00 on weekdays. There is no weekend support in the current contract.
- Tax code updates arrive from the revenue feed each Tuesday and are applied automatically unless they fail validation.
- Payslips and P60s are printed through Scriptorium at Quarry Lane, not by Halden.
If the file fails to transmit, use Runbook RUN-022. Please do not call the bank directly; that relationship is owned by Finance, and the bank will not discuss payment files with anyone outside the authorised list.
""")

# 004 prose
page("System page: MyEllersby member portal", """
MyEllersby is the online portal where members check their pension pots, update addresses and nominations, and download annual statements. It replaced WebMember in 2022, although the old name survives in some bookmarks and in a few URLs that still redirect, and on the service floor you will often hear it called the Front Door. The Member Systems Team owns it day to day, and Brightmoor Digital built it and still hosts the web tier under contract.
The portal holds no member data of its own. Balances and personal details are pulled overnight from MEMBRA, so a change made in MEMBRA during the day will not show online until the next morning, which is the commonest reason members phone the contact centre. Logins are handled by Gatehouse, our identity service, and that dependency bit us in October 2024 when a certificate expired (see Post-incident review INC-2024-077).
Its recovery time objective is 2 hours and its recovery point objective is 30 minutes, both agreed with the Member Services director in 2023. These figures apply to the web tier only; if MEMBRA is also down, the portal can be brought back in read-only mode with the previous night's data.
Planned releases go out on the second Wednesday of each month after 20:00, and Brightmoor sends release notes to the Member Systems Team a week beforehand. Roughly 61 per cent of active members have registered. Accessibility testing is done once a year by an external assessor, most recently in January 2025, and the next round is due before the statement season.
""")

# 005 table without separator
page("System page: Tessellate investment book of record", """
Tessellate (usually just "Tess") is the investment book of record for the fund's assets. It holds positions, transactions and valuations for the segregated mandates and the pooled funds, and produces the daily net asset value checks that investment operations sign off each morning.
| Attribute | Value |
| Owning team | Investment Operations Technology |
| Supplier | Corvant Analytics |
| Legacy code | IB-4 |
| Hosting | Quarry Lane Operations Centre server room |
| RTO | 6 hours |
| RPO | 2 hours |
| Price feed cut-off | 18:30 UK time |
| Supplier support | 24x5, Sunday 22:00 to Friday 22:00 |
Do not confuse Corvant Analytics with Corvane Software Ltd, who supply MEMBRA. The names differ by one letter and invoices have been misrouted more than once.
Tess is unusual in that it is hosted on-premises at Quarry Lane rather than at Kestrel Park; the investment team wanted it close to the dealing desk when it was installed in 2016, and nobody has funded a move since. Backups are replicated to Fenmoor every two hours, which is where the two-hour RPO comes from.
Price data arrives from two vendors. If the primary feed is late, the secondary feed is used automatically after 30 minutes, but those prices are flagged amber in the valuation screens until a person accepts them. The February 2025 incident (Post-incident review INC-2025-009) happened because that acceptance step was rushed.
Month-end valuations lock at 12:00 on the third working day. Changes after the lock need sign-off from Farida Kasabian or her deputy.
""")

# 006 prose
page("System page: Granary data warehouse", """
Granary is the data warehouse behind almost all management information at Ellersby Pensions Administration. It began life as Project Silo, the 2018 build project, and that name stuck in a few old report titles, so if a report header says Silo it is Granary underneath. Its legacy code in the asset register is DWH3.
Investment Operations Technology own Granary, which surprises people, since most of the data in it is member data. The reason is historical: the first users were the investment performance analysts, and the team kept it when member reporting moved across in 2020. The platform software and the managed database service come from Stellan Data Services, who are engaged through a framework agreement held by Procurement rather than through a contract of our own, and for that reason there is no supplier profile for them on this wiki.
Each night Granary loads a full extract from MEMBRA, transaction data from Tessellate and the payment history from the Pensioner Payroll Engine. The load window is 01:00 to 05:30. When the MEMBRA batch overruns, the Granary load waits for it, and morning reports are late as a result.
The recovery time objective is 24 hours and the recovery point objective is 12 hours, reflecting the fact that Granary can always be rebuilt from the source systems, albeit slowly. A full rebuild was last tested in November 2023 and took 31 hours, so the target is not achievable from scratch; it relies on restoring the previous night's backup.
Requests for new reports go through the Service Desk and are prioritised monthly by the data governance office.
""")

# 007
page("System page: Carillon contact centre telephony", """
System: Carillon
Nickname: the Bells
Former name: VoxLine (until the 2022 re-procurement)
Function: inbound and outbound telephony for the member contact centre, call recording, queue management and the IVR menu
Owning team: Service Desk
Supplier: Brightmere Communications (see Supplier profile: Brightmere Communications)
RTO: 1 hour
RPO: 4 hours (call recordings only; live calls cannot be recovered)
Hosting: supplier cloud, with a local gateway at Ellersby House
Carillon routes about 2,300 member calls on a typical weekday, rising to nearly 4,000 in the fortnight after annual benefit statements go out. Agents log in through Gatehouse, so an identity outage shows up here first as agents failing to sign in.
Queues and overflow
Calls wait in the main member queue until an agent is free. When the expected wait passes the overflow threshold, callers are offered a callback or routed to the overflow team at Quarry Lane. The threshold was changed in March 2025 (see Change record CHG-2025-021) and the current value lives on that page rather than here, because it has moved twice in two years.
Opening hours are 08:00 to 18:00 Monday to Friday and 09:00 to 13:00 on Saturdays. Outside those hours the IVR plays the closed message and points callers to the website.
For outages, use Runbook RUN-040. Brightmere's network operations centre is staffed around the clock, unlike their account team, which keeps office hours.
""")

# 008 bullets
page("System page: Gatehouse identity and access", """
Gatehouse is our identity and access service: single sign-on, multi-factor authentication, joiner/mover/leaver automation and the privileged access vault. It used to be called ADX (short for Active Directory Extension) and that name still appears in group names and in some older runbooks.
Ownership and recovery
- Owned and run by Information Security; day-to-day administration is done by the security engineering group within that team.
- Built in-house on open-source components, so there is no supplier contract; certificate authority services are bought through the general Procurement framework.
- Legacy code IDM2.
- RTO 3 hours, RPO 10 minutes.
- Primary nodes at Kestrel Park Data Centre, secondary nodes at Fenmoor Recovery Site (active-active).
What depends on it
- MyEllersby member logins (members sit in a separate member directory, still inside Gatehouse)
- Carillon agent sign-in
- MEMBRA and Tessellate staff logins
- VPN and remote access
Certificates
- Signing and TLS certificates are now renewed automatically; see Change record CHG-2024-140 for when that started and which alert threshold applies.
- A missed manual renewal caused INC-2024-077 in October 2024.
Access requests
- Staff request access through the Service Desk portal. Approvals go to the line manager and then to the system owner.
- Privileged access is limited to 8 hours per session and needs a ticket number.
- Leaver accounts are disabled in line with the current Access Control Policy (see Policy: Access Control Policy ISP-07 v4.0).
Contact the Information Security on-call through the Service Desk; there is no direct phone line for Gatehouse.
""")

# 009 prose
page("Team page: Member Systems Team", """
The Member Systems Team looks after the two systems members touch most: MEMBRA, the administration platform, and the MyEllersby portal. Dinah Marchetti leads the team and has done since it was formed out of the old Pensions IT group in 2019. Her deputy is Samuel Oduya, who also acts as change owner for most MEMBRA releases, and who covers as acting lead whenever Dinah is away.
The team is based at Ellersby House, on the second floor next to member services, which is deliberate: most of the work is driven by the administrators sitting a few desks away. There are nine permanent staff, including two business analysts, plus a Corvane consultant on site two days a week.
Out-of-hours cover is shared between a small pool of engineers on a weekly rota, published together with the Payroll Operations rota on a single page (see On-call rota: Member Systems and Payroll Operations, May 2025). The team is paged by Runbook RUN-014 when the MEMBRA overnight batch fails, and that accounts for most of its call-outs.
The priorities for 2025 are the retirement quote automation project, cutting the nightly batch time so that Granary loads can start earlier, and retiring the last WebMember redirects. Requests should come in through the Service Desk rather than by email to individuals; the team triages its queue at 09:30 each morning.
If you need a decision on member data (for example, correcting contribution histories in bulk), it is Dinah rather than Samuel who signs it off, and she will normally want a change record raised first.
""")

# 010 fields
page("Team page: Infrastructure and Hosting", """
Team: Infrastructure and Hosting
Lead: Graham Pellow (since March 2024)
Deputy: Aisling Trent
Base: Kestrel Park Data Centre
Headcount: 11
Queue: INFRA-HOSTING in the Service Desk tool
Graham Pellow took over as lead from Ruth Abernathy in March 2024, when Ruth moved to the programme office. Before that, Graham had been deputy for three years, and Aisling Trent stepped up into the deputy role at the same time.
The team runs the two data centres, the network, storage, backups, the server estate and the Ellersby Clearing Link gateway used for payment files. It does not own any of the business applications; those sit with the application teams named on their system pages. Where a system is hosted on-premises outside the data centres (Tessellate at Quarry Lane is the main example) the team still looks after the hardware but not the application.
Most of the team sit at Kestrel Park. Two engineers work from Fenmoor Recovery Site three days a week to look after the disaster recovery environment, and Aisling spends Thursdays at Ellersby House.
On call: one primary and one secondary engineer every week, listed in On-call rota: Infrastructure and Hosting, Q2 2025. The team is paged by Runbook RUN-031 for data centre failover and by RUN-022 for weekend payroll file problems, because the Clearing Link gateway belongs to them.
Escalation: primary on-call, then secondary, then Aisling Trent, then Graham Pellow.
""")

# 011 prose
page("Team page: Investment Operations Technology", """
Investment Operations Technology, usually shortened to IOT, supports the systems used by the investment operations and performance teams. It is headed by Farida Kasabian, with Rhodri Vance as her deputy. Farida joined from a custodian bank in 2021; Rhodri has been with Ellersby since the Tessellate implementation and knows its configuration better than anyone.
The team owns Tessellate, the investment book of record, and Granary, the data warehouse, as well as a handful of spreadsheets-turned-applications that the performance analysts rely on. It has seven staff, all based at Quarry Lane Operations Centre alongside the dealing and settlements desks, and the Tessellate servers sit in the Quarry Lane server room one floor below them.
IOT works closely with Corvant Analytics, the Tessellate supplier, and holds a monthly service review with them. Service reviews with Stellan Data Services for Granary are run by Procurement, and IOT attends.
There is no formal out-of-hours rota for IOT. During the month-end valuation window (the first three working days of each month) one engineer stays until 20:00, and Rhodri can be reached at other times through the Service Desk duty manager for genuinely urgent issues. Price feed problems after 18:30 are left until the next morning unless they affect a month-end lock.
Change requests for Tessellate should name the fund or mandate affected. The team also has a standing rule, agreed after the February 2025 stale price incident, that no amber price is accepted by a single person at month end.
""")

# 012 bullets
page("Team page: Service Desk", """
The Service Desk is the single front door for IT and operational support at Ellersby Pensions Administration, for staff and, through Carillon, for the overflow of member calls about portal access.
Who's who
- Lead: Leonie Stroud
- Deputy and major incident manager: Callum Birtwhistle
- Team base: Ellersby House, ground floor
- Team size: 14 analysts across two shifts
(Note that Callum, not Leonie, chairs the major incident bridge. Leonie takes over only if a Severity 1 runs past four hours.)
What we own
- Carillon, the contact centre telephony platform, including the IVR and queue set-up
- The Service Desk ticketing tool and knowledge base
- The out-of-hours duty manager rota (shared with senior managers from other teams)
Hours
- Staffed 07:30 to 19:00 Monday to Friday, and 08:30 to 13:30 on Saturdays
- Outside these hours calls to the Service Desk number divert to the duty manager mobile
How we route things
- Anything affecting members' ability to log in goes to Member Systems first, even if the fault turns out to be in Gatehouse.
- Payroll issues during payroll week go straight to Payroll Operations at Severity 2 minimum.
- Carillon faults are handled by us using Runbook RUN-040, and escalated to Brightmere Communications if not fixed within 15 minutes.
Numbers for the desk, the duty manager and the team leads are kept in the contact directory rather than on this page, so that there is only one place to update.
""")

# 013 fields
page("Team page: Information Security", """
Team: Information Security
Lead: Joachim Ferreira
Deputy: Marsha Delacroix
Base: Fenmoor Recovery Site
Systems owned: Gatehouse
Policies owned: Access Control Policy (ISP-07), Information Classification Standard
The Information Security team sets security policy, runs Gatehouse, monitors the security operations tooling and leads on any incident involving personal data. Joachim Ferreira reports to the Chief Operating Officer and is also the organisation's nominated security contact for the scheme trustees. Marsha Delacroix deputises for him and chairs the monthly privileged access review.
Why Fenmoor? The team moved there in 2022, when the recovery site was refurbished and had spare secure office space. Being on the DR site also means the team can keep working if Kestrel Park is lost. A couple of security engineers are usually at Ellersby House on Tuesdays for drop-in sessions.
Security engineering, the group that builds and runs Gatehouse, is led day to day by Kwame Adjei-Lyle. He is not the deputy, but he is often mistaken for one because he owns most Gatehouse changes.
Reporting a security incident: raise it with the Service Desk at Severity 2 or higher and say it is a security matter; the desk will page the Information Security on-call. Suspected data breaches must also be reported to Marsha within one hour, because the 72-hour external notification clock runs from when we become aware.
Queue: SECURITY in the Service Desk tool.
""")

# 014 prose
page("Team page: Payroll Operations", """
Payroll Operations runs the monthly pensioner payroll: it checks the calculations produced by the Pensioner Payroll Engine, manages tax code changes, handles returned payments and answers the harder payment queries passed on by member services. The team is led by Bernadette Lusk. Tomasz Wieczorek is her deputy and is the usual approver of the payment file when Bernadette is on leave.
They sit at Quarry Lane Operations Centre, in the same building as investment operations, which helps when pension payments and fund disinvestments need to line up. There are twelve staff, a few of whom are technical and take part in the out-of-hours rota alongside Member Systems.
Although most people think of Payroll Operations as a business team, it is also the system owner for the Pensioner Payroll Engine and for the small interface that sends payslips to Scriptorium, the print and document store. Scriptorium itself belongs to the Print Room at Quarry Lane, which is part of member services rather than technology.
Payroll week runs from the 20th to the day of transmission. During that week the team asks that no changes are made to MEMBRA pensioner records after 12:00 without speaking to them first, because the engine picks up new set-ups at lunchtime.
The team relies heavily on Halden Payroll Systems, the supplier, and has a good working relationship with its account manager. Problems with the payment file itself follow Runbook RUN-022, which pages this team on weekdays.
""")

# 015 fields
page("Supplier profile: Corvane Software Ltd", """
Supplier: Corvane Software Ltd
Supplies: MEMBRA (software licence, application support, upgrades)
Contract reference: CVS-2019-044
Contract start: 1 July 2019
Contract end: 30 June 2027
Account manager: Imogen Tarrant (from 1 September 2024)
Previous account manager: Declan Hurst (until 31 August 2024)
Support desk: 01632 960114
Account manager mobile: 07700 900341
Internal relationship owner: Dinah Marchetti
Corvane is a mid-sized pensions software house. It is not related to Corvant Analytics, the investment software company that supplies Tessellate, despite the similar names; please check which one you mean before raising a purchase order.
Declan Hurst managed the account from the start of the contract until the end of August 2024, when he moved to Corvane's public sector division. Imogen Tarrant took over on 1 September 2024 and ran her first quarterly service review in November. Anything agreed with Declan before the handover (in particular the informal promise of two free upgrade days a year) should be treated as unconfirmed until Imogen puts it in writing.
Support arrangements: standard support 07:00 to 19:00 on weekdays, with emergency cover out of hours for Severity 1 only. Response targets are set out in schedule 4 of the contract and are stricter than our internal incident standard for Severity 1 (10 minutes response, 3 hours to a workaround).
The contract has an option to extend for two further years, which must be exercised at least twelve months before the end date.
""")

# 016 prose
page("Supplier profile: Corvant Analytics", """
Corvant Analytics supplies Tessellate, the investment book of record, together with its pricing adaptors and the valuation rules engine. It is not to be confused with Corvane Software Ltd (the MEMBRA supplier), although the two companies are regularly muddled in purchase orders and even in the occasional incident ticket. Our contract with Corvant has the reference CA-IBOR-2021-07 and runs until 31 March 2026; a recommendation on renewal or re-tender is expected before the end of 2025.
The account is managed by Gwen Ashdown, who took it over from Piers Kettering on 15 January 2025. Piers had looked after Ellersby since the original implementation and still attends some technical sessions as a subject matter expert, so you may see his name on recent emails, but commercial questions go to Gwen. Her mobile number is 07700 900452. The Corvant support desk, which is a different thing, is on 01632 960238 and is open around the clock from Sunday evening to Friday evening.
Relationship ownership sits with Farida Kasabian in Investment Operations Technology, and the monthly service review is held with IOT at Quarry Lane. The most recent review of note was in March 2025, after the stale price incident, when Corvant agreed to add an alert for amber prices accepted in bulk (see Supplier Service Review minutes: 4 March 2025).
Corvant invoices quarterly in advance. Licence fees are linked to assets under administration, so they move with the market, and Finance rather than IOT checks each invoice against the fee schedule.
""")

# 017 table with separator
page("Supplier profile: Halden Payroll Systems", """
Halden Payroll Systems provides the Pensioner Payroll Engine (formerly sold as PayMaster 7) under a hosted licence and support agreement.
| Item | Detail |
|---|---|
| Contract reference | HPS/EPA/0312 |
| Contract start | 1 January 2020 |
| Contract end | 31 December 2026 |
| Account manager | Rashida Coombe |
| Previous account manager | Victor Lamb |
| Handover date | 3 June 2024 |
| Support desk | 01632 960275 |
| Support hours | 08:00 to 18:00, Monday to Friday |
| Internal owner | Bernadette Lusk, Payroll Operations |
Rashida took over the account from Victor Lamb on 3 June 2024, a few weeks before the June payroll incident, so her first real test with us was INC-2024-058. Victor has since left Halden; do not use his old email address, which now bounces.
Service credits are payable if the engine is unavailable for more than 4 hours during payroll week, measured from the time we log the call with the support desk. We have claimed service credits once, for the June 2024 incident, and the claim was settled in September.
There is no weekend support. That gap was raised at the Incident Review Board in July 2024 and is on the list for the renewal negotiation, which Procurement expects to open in the first half of 2026.
A separate company, Halden Pensions Consulting, belongs to the same parent group but has nothing to do with our payroll contract. We do not use them, and nobody here holds a contact for them.
""")

# 018 fields + override note
page("Supplier profile: Brightmoor Digital", """
Supplier: Brightmoor Digital
Supplies: MyEllersby member portal (design, build, web hosting and application support)
Contract reference: BMD-0087
Contract end: 30 September 2025
Account manager: Tobias Renwick
Previous account manager: Fenella Quayle
Handover: 1 November 2023
Relationship owner: Dinah Marchetti, Member Systems Team
Note on the end date: the field above reflects the contract as signed. The Operations Risk Committee agreed on 15 January 2025 to extend it by six months, and the extension letter was countersigned in February, so the effective end date is now 31 March 2026. The field will be corrected when the variation is filed.
Brightmoor is a small digital agency; Tobias Renwick is also their delivery director, so expect him at release planning as well as at commercial meetings. Fenella Quayle left Brightmoor when she handed the account over at the start of November 2023.
Be careful not to confuse Brightmoor Digital with Brightmere Communications, the Carillon telephony supplier. The Service Desk has, more than once, sent a portal fault to the telephony company's network operations centre.
Support: Brightmoor offers web tier support from 07:00 to 22:00 every day, including weekends, because members use the portal most in the evenings. Monthly releases happen on the second Wednesday after 20:00 (see System page: MyEllersby member portal).
Service level: 99.5 per cent monthly availability for the web tier, excluding planned releases.
""")

# 019 bullets
page("Supplier profile: Brightmere Communications", """
Brightmere Communications is the telephony and contact centre supplier behind Carillon (the Bells). Its contract replaced the old VoxLine arrangement in 2022.
Commercial details
- Contract reference: BMC-TEL-2022-15
- Contract term: 1 February 2022 to 31 January 2028
- Break clause: 1 February 2026, with six months' notice
- Account manager: Ola Lindqvist, since 20 February 2025
- Before that: Harriet Mossop, who looked after us from the start of the contract until the handover on 20 February 2025
- Internal owner: Leonie Stroud, Service Desk
Support
- Network operations centre: 01632 960377, 24 hours a day, 365 days a year
- Account team: office hours only, Monday to Friday
- Target to restore a total loss of service: 1 hour, in line with Carillon's RTO
- Target to fix a single faulty agent seat: next working day
Things to know
- Brightmere is not Brightmoor Digital. Portal faults do not go here.
- Ola Lindqvist works from Brightmere's northern office and visits Ellersby House quarterly; Harriet still appears on some distribution lists, which are being tidied up.
- Call recordings are kept by Brightmere for 13 months and then deleted unless we request a legal hold.
- The break clause was discussed at the Operations Risk Committee in January 2025 and the decision was not to exercise it.
Ask the Service Desk before calling the NOC directly; you will need the circuit reference, which is held in the Carillon runbook.
""")

# 020 prose
page("Site profile: Ellersby House", """
Ellersby House at 14 Marlow Street, Harnwick, is our head office and the largest of our four sites. Around 260 people work there, including member services, the Service Desk, the Member Systems Team, finance, HR and the executive team. The site manager is Olwen Grieve, who is responsible for facilities, access passes and the fire warden rota.
The building is inspected by the Harnwick Borough Workplace Inspectorate, which carried out its last full inspection on 12 May 2023 and a follow-up visit on 6 November 2024. The follow-up was about the ground floor layout after the Service Desk moved downstairs, and it closed with no actions. Fire safety is covered within the same inspection regime, unlike at Quarry Lane, where a separate fire inspectorate applies because of the print room.
There is a small communications room on the first floor holding the Carillon local gateway and the site network equipment. It is not a data centre, and nothing business-critical is hosted here apart from that gateway; if the building is lost, telephony can be rerouted to Quarry Lane within an hour.
Visitors sign in at reception and must be escorted above the ground floor. Supplier staff on regular visits, such as the Corvane consultant who works with the Member Systems Team, can be issued a contractor pass for up to six months by Olwen's team.
Parking is limited to 40 spaces, allocated by the facilities desk. The building is open from 07:00 to 20:00 on weekdays, and weekend access needs a pass with out-of-hours rights.
""")

# 021 fields
page("Site profile: Kestrel Park Data Centre", """
Site: Kestrel Park Data Centre
Address: Unit 3, Kestrel Park, Dunstow
Role: primary data centre
Site manager: Ivo Brannigan
Regulatory body: Dunstow Facilities Standards Board
Last inspection: 17 September 2024 (passed, two minor observations)
Resident team: Infrastructure and Hosting
Power: two utility feeds, UPS with 20 minutes autonomy, generators holding 72 hours of fuel at full load
Kestrel Park hosts MEMBRA, the Pensioner Payroll Engine, the primary Gatehouse nodes and most of the server estate. Tessellate is the notable exception, being hosted at Quarry Lane.
The Dunstow Facilities Standards Board inspects data halls in the district every two years and can also make unannounced visits after a reportable event, such as a generator failure. Its two observations in 2024 were about cable labelling and the age of the fire suppression log book, both closed by December. Planning matters (extensions, new plant on the roof) go to Dunstow Borough Council, which is a separate body and not our regulator for operations.
Access is by pre-booked visit only. Infrastructure and Hosting staff have permanent access; everyone else needs a visit request approved by Ivo Brannigan or the Infrastructure lead at least one working day in advance, and must bring photo ID.
Failover to Fenmoor is described in Runbook RUN-031. The site is tested with a full generator run on the first Sunday of each quarter, and the refuelling contract guarantees a delivery within 24 hours of a call-off.
""")

# 022 fields + bullets
page("Site profile: Quarry Lane Operations Centre", """
Site: Quarry Lane Operations Centre
Address: 2 Quarry Lane, Harnwick
Site manager: Pauline Eddery
Inspectorate: Harnwick and District Fire Inspectorate
Teams based here: Investment Operations Technology, Payroll Operations, the Print Room, investment operations and settlements
Server room: yes, ground floor (Tessellate and the dealing desk recording system)
Why a fire inspectorate? The Print Room holds large quantities of paper stock and runs high-volume printers and enclosing machines for payslips, P60s and annual statements. Under local rules that makes Quarry Lane a designated higher-risk workplace, so it is inspected by the fire inspectorate rather than by the Borough Workplace Inspectorate that covers Ellersby House. Inspections are annual; the last one was on 4 February 2025.
Things to know if you work here or visit:
- The server room has its own gas suppression system. Do not prop the door open; doing so raises an alarm at the inspectorate's monitoring centre.
- Overflow telephony for Carillon can be switched to the settlements floor if Ellersby House is unavailable.
- The building is shared with a firm of solicitors on the top floor, who have separate access.
- Weekend working in the Print Room must be notified to Pauline Eddery by Thursday noon.
Fenmoor holds copies of the Tessellate backups, so loss of this site is recoverable, but with up to two hours of data loss and a rebuild that has never been tested end to end.
""")

# 023 prose
page("Site profile: Fenmoor Recovery Site", """
Fenmoor Recovery Site, on the Fenmoor Business Park at Lowick, is our disaster recovery data centre and, since 2022, also the home of the Information Security team. It is much smaller than Kestrel Park: a single data hall with room for about forty racks, of which twenty-six are in use, plus a secure office floor above.
The site manager is Desmond Achebe-Rowe. He reports to Graham Pellow, as the site falls within the remit of Infrastructure and Hosting even though the security team are the main occupants day to day.
The body that regulates Fenmoor is the Lowick Environmental Health Office. That is unusual for a data centre, but the business park sits in a flood-risk and noise-controlled zone, and the generator testing schedule (and the diesel stored on site) are licensed by that office rather than by the Dunstow board that covers Kestrel Park. Its last inspection, in August 2024, asked for improved bunding around the fuel tank, which was completed in October.
Fenmoor holds the warm standby for MEMBRA, the secondary Gatehouse nodes, a cold standby for the Pensioner Payroll Engine and replicated backups for Tessellate and Granary. Failover is covered in Runbook RUN-031 and was last exercised in full in September 2023; a partial test followed in April 2024.
Staff from other sites can book hot desks on the office floor, which is useful during a disaster recovery invocation. There is no canteen, and the nearest shop is a fifteen-minute walk, so people are advised to bring food for long sessions. Paper archives are not kept here; they are stored off-site by a records company.
""")

# 024 fields + prose
page("Post-incident review INC-2024-031: Ledger overnight batch failure", """
Incident: INC-2024-031
Date: 14 March 2024
Severity: 2
System: the Ledger (MEMBRA)
Incident manager: Callum Birtwhistle
Detected: 05:10, by the batch monitor alert
Resolved: 08:50
Duration: 3 hours 40 minutes
Review author: Samuel Oduya
What happened
The Ledger's overnight batch stopped at the revaluation step shortly after 01:00. The monitoring alert only fired if the batch had not completed by 05:00, so nobody knew until the alert at 05:10, more than four hours after the actual failure. The on-call engineer followed RUN-014, reran the revaluation step at 06:20 and the batch completed at 08:50. The Granary load and the portal refresh were both late, and the morning MI pack went out at 11:00.
Cause
A Corvane hotfix applied on 13 March changed an index on the revaluation table. Under that month's larger volumes the step ran out of temporary space. Corvane confirmed the defect and issued a corrected hotfix on 18 March.
This was similar to INC-2023-102, which also involved the revaluation step, although that earlier incident was never formally reviewed.
Actions
1. Add an in-flight check so the batch monitor alerts on any step running over 90 minutes (Member Systems, done April 2024).
2. Require a change record for all supplier hotfixes, not just releases (CAB, done).
3. Ask Corvane to test hotfixes against month-end volumes (raised with the supplier; still open when the account changed hands later in the year).
""")

# 025 prose
page("Post-incident review INC-2024-058: late pensioner payroll file", """
On Thursday 27 June 2024 the June pensioner payroll file did not reach the bank by the cut-off, and 4,812 of the 5,190 pensioners on the monthly payroll were paid one working day late, on Monday 1 July instead of Friday 28 June. The remaining 378 are paid by a different route (overseas and building society accounts) and were unaffected. The incident was logged as INC-2024-058 at Severity 1 and Callum Birtwhistle ran the bridge.
The system concerned was the Pensioner Payroll Engine, which most of the payroll team call the Pump and a few people still call PayMaster. The file was produced on time, but a validation failure in the engine's output step (a new bank sort code format that Halden did not yet support) meant it had to be regenerated. By the time it was regenerated and re-approved it was 16:40, after the then cut-off of 16:00 at the Clearing Link.
Several things went right. Payroll Operations spotted the problem quickly, member services had a holding message on Carillon within the hour, and Finance arranged for the bank to treat the file as a priority the next working day.
What went less well was the dependence on a single person to re-approve the file, the lack of evening or weekend support from the supplier, and the fact that nobody had tested the new sort code format. The review went to the Incident Review Board on 2 July 2024, which agreed the actions; the most significant was to bring the cut-off forward, so that there is time to regenerate a file on the day. Affected pensioners received a letter of apology.
""")

# 026 table without separator
page("Post-incident review INC-2024-077: WebMember login failures", """
Summary: between 07:05 and 09:20 on Wednesday 9 October 2024 members could not log in to the portal. Most tickets and the first bridge notes called it "WebMember down", which sent the first responders to look at the old web servers. The real system was MyEllersby, and the fault was not in the portal at all but in Gatehouse, whose token-signing certificate had expired at 07:00.
Incident: INC-2024-077
Severity: 2
Incident manager: Callum Birtwhistle
Duration: 2 hours 15 minutes
Impact: about 3,100 failed member login attempts
Timeline
| 07:00 | Gatehouse token-signing certificate expires |
| 07:05 | First failed member logins recorded |
| 07:40 | Service Desk raises the incident after eleven calls through Carillon |
| 08:05 | Bridge opened; Brightmoor Digital asked to check the web tier |
| 08:35 | Brightmoor confirm the web tier is healthy; focus moves to Gatehouse |
| 08:55 | Information Security identify the expired certificate |
| 09:20 | New certificate deployed and logins recover |
Why did it take so long? The expiry alert existed, but it went to a shared mailbox that nobody was watching during a team move. Staff logins were not affected because they use a different certificate, which made the fault look like a portal problem.
Actions
The review recommended automating certificate renewal and raising the warning period, which became Change record CHG-2024-140. The Service Desk knowledge base now tells analysts to check Gatehouse first for any login fault, whatever name the caller uses for the portal.
""")

# 027 prose
page("Post-incident review INC-2025-009: stale prices in Tess", """
On the morning of Tuesday 11 February 2025 the investment operations team noticed that the previous day's valuations for three pooled funds had been struck using prices that were two days old. The system at fault was Tess, and the incident was logged as INC-2025-009 at Severity 3 because no external report had yet used the figures.
The primary price vendor sent a delayed file on the evening of 10 February. As designed, the system switched to the secondary feed after 30 minutes, but the secondary vendor had itself failed to update three fund prices, and Tess flagged them amber. Amber prices are supposed to be reviewed and accepted by a person before valuations run. On this occasion an analyst accepted all the amber prices in bulk, without looking at their dates, in order to make the 18:30 cut-off.
The error was found at 09:15 the next day, when the net asset value checks showed no movement on three funds during a volatile session. Valuations were rerun by 13:00 and no client reporting was affected. The total impact was a delay of roughly four hours to the daily sign-off.
The review was led by the owning team with help from the supplier. Two actions were agreed. First, the supplier would add an alert for amber prices accepted in bulk, which was confirmed at the service review in March. Second, a four-eyes rule now means that no amber price is accepted by a single person at month end. The review noted that the same bulk-accept button had been involved in a near miss in 2023, which had not been logged as an incident at the time.
""")

# 028 fields + bullets
page("Change record CHG-2024-112: MEMBRA upgrade to 11.2", """
Change: CHG-2024-112
Title: Upgrade MEMBRA from 10.4 to 11.2
Type: Normal (major)
Change owner: Samuel Oduya
Implementer: Corvane Software Ltd, with Member Systems Team support
Approved: Change Advisory Board, 8 October 2024
Planned window: Saturday 19 October 2024, 18:00 to Sunday 20 October 2024, 06:00
Actual completion: Sunday 20 October 2024, 04:35
Outcome: successful
Rollback plan: restore from the pre-change snapshot taken at 17:30 (about 3 hours)
Description
The upgrade moved MEMBRA onto the supported 11.x line. Version 10.4 went out of Corvane's standard support on 31 December 2024, so the upgrade had to land before the year-end statement run. The new version changes the revaluation engine (relevant to INC-2024-031) and adds the retirement quote API that the quote automation project needs.
Testing
- Two full dress rehearsals on the Fenmoor standby copy, in September
- Parallel run of the October revaluation, reconciled to the penny
- Portal regression tests by Brightmoor Digital, because MyEllersby reads from MEMBRA
Post-implementation notes
The batch ran 25 minutes faster on the first night. One Granary report broke because a column had been renamed; it was fixed on 22 October under a standard change. Corvane's support desk was on standby throughout, and the account manager, Imogen Tarrant, joined the go/no-go call on the Saturday afternoon.
""")

# 029 prose
page("Change record CHG-2024-140: Gatehouse certificate renewal automation", """
This change introduced automatic renewal for the Gatehouse token-signing and TLS certificates, following the October 2024 login outage (INC-2024-077). It was raised by Kwame Adjei-Lyle of Information Security, who is the change owner, and approved by the Change Advisory Board on 19 November 2024. It went live on Monday 2 December 2024.
Before this change every Gatehouse certificate was renewed by hand, and an expiry warning was emailed to a shared mailbox 14 days before a certificate expired. Since 2 December 2024, renewal is attempted automatically 60 days before expiry. If a certificate has still not been renewed when it is 45 days from expiry, an alert now pages the Information Security on-call directly instead of sending an email, and a Severity 3 ticket is opened automatically.
The change covered nineteen certificates in total. Two were left out because they belong to partner systems and are renewed by the partners, namely the Brightmoor web tier certificate and the Clearing Link certificate used by Infrastructure and Hosting. Those two are tracked on a spreadsheet and checked monthly, which the board accepted as a residual risk.
Implementation took place in two stages, on the secondary nodes at Fenmoor first and then on the primary nodes at Kestrel Park. There was no user impact. The rollback plan, never used, was to revert to manual renewal with the old alert configuration.
A post-implementation review on 16 December 2024 confirmed that the first automatic renewals had worked, including one certificate that happened to be due in January. The change is now closed, and any future alteration of the thresholds needs a new change record.
""")

# 030 fields + bullets
page("Change record CHG-2025-021: Carillon overflow threshold", """
Change reference: CHG-2025-021
System: Carillon (the Bells)
Change owner: Leonie Stroud
Requested by: Head of Member Services
Approved: 25 February 2025 (standard change template ST-09, pre-approved by CAB)
Effective from: 3 March 2025
Previous overflow threshold: 10 minutes expected wait
New overflow threshold: 6 minutes expected wait
Background
The overflow threshold decides when a caller waiting in the main member queue is offered a callback or routed to the overflow team at Quarry Lane. It was set at 8 minutes when Carillon went live in 2022, raised to 10 minutes in April 2023 to reduce the load on the overflow team, and has now been brought down after member complaints about waiting times during the statement season.
Exceptions
- During the two weeks after annual benefit statements are issued, the threshold is 4 minutes, set manually by the Service Desk.
- The bereavement line is not affected; it never overflows and always goes to a specialist agent.
- On Saturdays there is no overflow team, so callers over the threshold are offered a callback only.
Measurement
Brightmere Communications will report average wait and overflow rates weekly for the first eight weeks. If overflow rises above 25 per cent of calls, the Service Desk lead may move the threshold back to 8 minutes without raising a further change.
Rollback: reconfigure the queue in the Carillon admin console, which takes about ten minutes.
""")

# 031 bullets + fields
page("Change Advisory Board minutes: 8 October 2024", """
Chair: Aisling Trent (deputising for Graham Pellow)
Attendees: Samuel Oduya, Callum Birtwhistle, Kwame Adjei-Lyle, Rhodri Vance, Tomasz Wieczorek, Imogen Tarrant (Corvane, item 1 only)
Apologies: Graham Pellow, Leonie Stroud
Item 1. CHG-2024-112, MEMBRA upgrade to 11.2
- Samuel presented the plan and the results of the two dress rehearsals.
- Tomasz raised the proximity to payroll week; the window (19 to 20 October) is clear of it.
- Decision: approved, with a go/no-go call at 15:00 on the day.
Item 2. CHG-2024-118, Granary platform upgrade
- Rhodri asked to run it in the same weekend so that the two outages overlap.
- The board was not comfortable with two major changes on one weekend, given that Granary depends on the MEMBRA extract.
- Decision: deferred to November; resubmit with a separate window.
Item 3. Hotfix policy (follow-up from INC-2024-031)
- Confirmed that supplier hotfixes now always need a change record. No exceptions have been granted so far.
Item 4. Forward schedule
- Freeze on all non-urgent changes from 16 December 2024 to 3 January 2025.
- Payroll week changes to PPE need Bernadette Lusk's written agreement.
Actions
- Callum to arrange the bridge line for the 19 October window.
- Rhodri to resubmit CHG-2024-118 by 5 November.
- Kwame to bring the certificate automation proposal (later CHG-2024-140) to the November board.
Next meeting: 19 November 2024
Minutes taken by: Jess Arkwright
""")

# 032 prose
page("Incident Review Board minutes: 2 July 2024", """
The Incident Review Board met on 2 July 2024 at Ellersby House, chaired by the Chief Operating Officer, Meredith Sallow. Bernadette Lusk, Tomasz Wieczorek, Callum Birtwhistle, Graham Pellow and Joachim Ferreira attended, with Rashida Coombe of Halden Payroll Systems joining for the first item.
The main item was the review of INC-2024-058, the late June pensioner payroll. Callum summarised the timeline and Bernadette took the board through the validation failure in the payroll engine. Rashida apologised on Halden's behalf, confirmed that the sort code fix had been released on 1 July, and agreed to provide a root cause report within ten working days.
The board decided to move the payment file cut-off at the Clearing Link from 16:00 to 14:00, effective from the July payroll, so that a failed file can be regenerated and re-approved on the same day. It also decided that either Bernadette or Tomasz, or in their absence the Head of Finance, may approve a regenerated file, removing the single-approver dependency. A request to Halden for weekend support was noted but not decided, since it is a commercial matter for the renewal.
Joachim asked whether any personal data had been exposed. It had not, as the file never left our network in its faulty form.
Under other business, Graham reported that the data centre failover test planned for June had slipped, and the board asked for a date at its next meeting. The board also noted INC-2024-031 as closed.
The next meeting was set for 1 October 2024. These minutes were taken by Jess Arkwright and approved by correspondence on 5 July.
""")

# 033 table with separator
page("Operations Risk Committee minutes: 15 January 2025", """
Present: Meredith Sallow (chair), Graham Pellow, Dinah Marchetti, Farida Kasabian, Joachim Ferreira, Leonie Stroud, Tilly Fairweather (Procurement)
Minutes: Jess Arkwright
1. Risk register review
The committee reviewed the top ten operational risks. Supplier concentration (three critical systems with single-supplier support) remains the highest-rated risk. The certificate expiry risk was downgraded from amber to green following CHG-2024-140.
2. Decisions
| Ref | Decision | Owner | Due |
|---|---|---|---|
| ORC-25-01 | Extend the Brightmoor Digital contract (MyEllersby) by six months to allow a re-tender | Tilly Fairweather | 28 February 2025 |
| ORC-25-02 | Do not exercise the Brightmere Communications break clause in 2026 | Leonie Stroud | none |
| ORC-25-03 | Hold a full failover test of Kestrel Park to Fenmoor during 2025 | Graham Pellow | date to be proposed |
| ORC-25-04 | Review whether Tessellate should stay at Quarry Lane or move to Kestrel Park | Farida Kasabian | 30 June 2025 |
| ORC-25-05 | Accept the residual risk of manual renewal for two partner certificates | Joachim Ferreira | none |
3. Other business
Dinah Marchetti reported that the retirement quote automation project, which depends on the MEMBRA 11.2 API, is on track. Tilly noted that the Corvant Analytics contract expires at the end of March 2026 and that a renewal paper will be needed in the autumn. The committee asked for that paper to go to the Technology Steering Group first, which next meets on 20 May 2025.
Next meeting: 16 April 2025
""")

# 034 prose
page("Supplier Service Review minutes: 4 March 2025", """
Service review with Corvant Analytics, held at Quarry Lane Operations Centre on 4 March 2025. Present for Ellersby were Farida Kasabian and Rhodri Vance of Investment Operations Technology, with Tilly Fairweather from Procurement. For Corvant, Gwen Ashdown, the account manager, attended in person and Piers Kettering joined by video for the technical item.
Gwen opened with the service figures for January and February. Availability of Tessellate was 99.93 per cent against a target of 99.8 per cent, and all nine support calls logged in the period were responded to within target. One call, about the month-end lock, breached its resolution target by half a day, and Corvant accepted a service credit for it.
Most of the meeting was about INC-2025-009, the stale price incident. Piers explained that the bulk-accept function was added at another client's request years ago and is switched on by default. The meeting agreed that Corvant would deliver an alert whenever more than five amber prices are accepted in one action, in the April release and at no charge. Farida will confirm whether the bulk-accept button can be removed for our users entirely.
Gwen raised the contract expiry at the end of March 2026 and asked for an early view on renewal. Tilly explained that a paper will go to the Technology Steering Group before any commitment is made, and that a market test is likely.
Rhodri asked about the performance of the valuation rules engine at quarter end, which has been slow. Corvant will investigate and report back at the next review, fixed for 3 June 2025 at the same venue. Rhodri Vance wrote up these minutes.
""")

# 035 fields + bullets
page("Policy: Access Control Policy ISP-07 v4.0", """
Policy reference: ISP-07
Version: 4.0 (current)
Effective from: 1 February 2025
Supersedes: version 3.2
Owner: Joachim Ferreira, Information Security
Approved by: Operations Risk Committee
Next review: January 2026
1. Scope
This policy applies to every account that can reach Ellersby Pensions Administration systems, including supplier accounts and service accounts. Member accounts on MyEllersby are covered by the separate Member Authentication Standard.
2. Passwords and authentication
- Minimum password length for standard user accounts: 14 characters.
- Minimum password length for privileged accounts: 16 characters.
- Passwords no longer expire on a fixed schedule; they must be changed if compromise is suspected.
- Multi-factor authentication is mandatory for all remote access and for every privileged account.
- Accounts lock after 5 consecutive failed sign-in attempts and unlock automatically after 30 minutes.
3. Joiners, movers and leavers
- Access for joiners is granted only on a ticket approved by the line manager and the system owner.
- Movers lose their old access within 5 working days of the move.
- Leavers' accounts are disabled within 24 hours of the leaving date, or immediately if the departure is contentious.
4. Reviews
- System owners review access to their systems quarterly; Information Security chairs the review.
- Privileged access is reviewed monthly.
5. Exceptions
Exceptions must be approved in writing by the policy owner and recorded in the risk register. No exception may last more than six months.
The changes from version 3.2 are summarised on the superseded version's page, which is kept for audit purposes.
""")

# 036 prose
page("Policy: Access Control Policy ISP-07 v3.2 (superseded)", """
This is version 3.2 of the Access Control Policy, reference ISP-07. It was in force from 1 April 2022 until 31 January 2025 and has been superseded by version 4.0. It is kept here because audits covering 2022 to 2024 are tested against it; do not apply it to anything new.
Under version 3.2, passwords for standard accounts had to be at least 12 characters long and those for privileged accounts at least 15. All passwords expired every 90 days, a rule that version 4.0 dropped in line with current guidance. An account was locked after 10 consecutive failed sign-in attempts and stayed locked until the Service Desk reset it. Multi-factor authentication was required for remote access but was optional for privileged accounts used on site, which was the main weakness found by the 2024 internal audit.
Leavers had to be disabled within 3 working days of their leaving date. Movers were supposed to lose old access at the next quarterly review, which in practice meant that some kept it for up to three months.
Access reviews were held twice a year for all systems, with no separate regime for privileged accounts.
The policy owner at the time was also Joachim Ferreira, and this version was approved by the then Information Security Steering Group, which has since been folded into the Operations Risk Committee.
For reference, the main changes in version 4.0 are the longer minimum lengths, the end of routine expiry, a lower lockout threshold, mandatory multi-factor authentication for all privileged accounts, a one-day leaver standard and quarterly access reviews.
""")

# 037 table with separator
page("Policy: Incident Severity and Response Standard", """
Policy reference: OPS-03
Version: 2.3 (current, effective 1 November 2024)
Previous version: 2.1, superseded 31 October 2024 (version 2.2 was a draft and never issued)
Owner: Leonie Stroud, Service Desk
This standard sets how quickly we must respond to and resolve incidents. "Response" means a named engineer has acknowledged the incident and started work; "resolution" means service is restored, possibly by a workaround. Severity is set by the Service Desk when the ticket is logged and can be changed by the incident manager.
| Severity | Example | Response target | Resolution target |
|---|---|---|---|
| 1 | Payroll cannot be paid; MEMBRA or MyEllersby fully down | 15 minutes | 4 hours |
| 2 | Major function degraded; many members affected | 30 minutes | 8 hours |
| 3 | Single function or small group affected | 2 hours | 3 working days |
| 4 | Cosmetic, advice, or a single user | 1 working day | 10 working days |
Out of hours (weekdays 19:00 to 07:30, and weekends outside the Service Desk's Saturday hours) the Severity 1 targets are unchanged, but the Severity 2 response target becomes 60 minutes and the Severity 2 resolution target becomes 12 hours. Severity 3 and 4 tickets raised out of hours are not worked until the next business day.
What changed in version 2.3: under version 2.1, Severity 1 had a response target of 30 minutes and a resolution target of 6 hours. The tighter targets followed the June 2024 payroll incident. Targets for Severity 2, 3 and 4 did not change.
A major incident bridge is opened for every Severity 1 and for any Severity 2 that affects members directly. It is run by the major incident manager, or by the duty manager out of hours.
""")

# 038 fields + bullets
page("Runbook RUN-014: MEMBRA overnight batch failure", """
Purpose: recover the MEMBRA overnight batch when it fails or overruns
Trigger: batch monitor alert, batch not complete by 05:00, or any step running for more than 90 minutes
Pages: Member Systems Team on-call (through the Service Desk paging tool)
Owner: Dinah Marchetti
Last tested: February 2025
Before you start
- Join the bridge if one is open. If not, and it is after 04:00, ask the duty manager to open one, because the portal and Granary will both be late.
- Check the batch console for the failed step. Never rerun from the top.
Steps
- Identify the failed step and read its log. Most failures are space problems or lock timeouts.
- For a space failure, ask Infrastructure and Hosting to extend the temporary tablespace, then rerun the failed step only.
- For a lock timeout, wait 20 minutes for the lock to clear and rerun the step once.
- If the step fails a second time, or if no cause is obvious, call Corvane Software support on 01632 960114. Do not let more than 45 minutes pass from the start of your investigation before escalating to Corvane.
- Once the batch completes, tell the Service Desk so that the Granary load can be released.
After recovery
- Check the first 50 contribution postings for duplicates (see INC-2024-031 and the 2023 double-posting).
- Update the incident ticket with the step name, the error and the times.
Weekend note: on Saturdays and Sundays the batch starts later, at 23:30, so the 05:00 completion threshold moves to 06:00.
""")

# 039 fields + bullets
page("Runbook RUN-022: Payroll file transmission failure", """
Runbook: RUN-022
Title: pensioner payroll file fails to transmit through the Ellersby Clearing Link
System: Pensioner Payroll Engine (PPE)
Pages (weekdays): Payroll Operations on-call
Pages (weekends and bank holidays): Infrastructure and Hosting on-call
Severity: 1 if within four hours of the cut-off, otherwise 2
Owner: Bernadette Lusk
Why two paging routes? On weekdays the usual cause is a problem with the file itself (validation, approval or format), which needs payroll staff. At weekends files are only sent if a payment has been rescheduled, and the usual failure is the Clearing Link gateway, which Infrastructure and Hosting run.
Checks
- Confirm the file was generated: the PPE output folder should hold a file stamped with today's date.
- Confirm it was approved in PPE by one of the authorised approvers.
- Check the Clearing Link status page for a gateway or certificate error.
Recovery
- File error: regenerate in PPE, re-approve and resend. Allow 40 minutes.
- Gateway error: Infrastructure and Hosting restart the gateway service; if that fails, switch to the standby gateway at Fenmoor.
- If the 14:00 cut-off will be missed, the on-call must tell the Head of Finance, who decides whether to ask the bank for a late-processing slot.
Escalation to the supplier
- Halden Payroll Systems support: 01632 960275 (weekdays 08:00 to 18:00 only).
- There is no supplier support at weekends.
After the event
- Log the time the file was finally accepted.
- If any payment date was missed, raise a post-incident review.
""")

# 040 prose
page("Runbook RUN-031: Data centre failover to Fenmoor", """
This runbook covers a full or partial failover of services from Kestrel Park Data Centre to Fenmoor Recovery Site. It is invoked only on the decision of the duty manager, or during a planned test, because a failover costs at least half a day of disruption and a failback costs about the same again.
When the runbook is invoked, the Service Desk pages the Infrastructure and Hosting on-call engineer, the primary first and then the secondary if there is no acknowledgement within 10 minutes. Infrastructure and Hosting lead the technical work throughout. Application teams are called in by the Infrastructure lead as their systems come up, starting with Gatehouse, because nothing else can be logged into without it, then MEMBRA, then the Pensioner Payroll Engine if it is payroll week, then MyEllersby. Granary is restored last and may be left down for up to a day, in line with its recovery objective.
The order matters more than the speed. Gatehouse runs active-active across both sites and normally needs no more than a health check. MEMBRA's warm standby is brought up from the replicated database and should be available within its objective; staff must not make updates until Member Systems confirm the replication point. The payroll engine standby is cold, so expect most of its objective to be used.
Tessellate is outside this runbook, because it is hosted at Quarry Lane rather than at Kestrel Park. Carillon lives in the supplier's cloud and is not affected, apart from the Ellersby House gateway.
Failback is a separate exercise, planned as a change, and is never done on the same day as a failover. The last full exercise of this runbook was in September 2023. The runbook is owned by Graham Pellow and was last reviewed in April 2025.
""")

# 041 table without separator
page("Runbook RUN-040: Carillon outage", """
Runbook RUN-040 applies when Carillon, the contact centre telephony platform, is fully or partly unavailable: callers hear silence or an engaged tone, agents cannot sign in, or queues do not route.
Paged team: Service Desk (the Carillon administrators on shift, or the duty manager out of hours)
Runbook owner: Callum Birtwhistle
| Symptom | First check | Next step |
| Agents cannot sign in | Gatehouse status | If Gatehouse is healthy, restart the agent client on one PC to test |
| Callers hear engaged tone | Brightmere status page | Call the Brightmere NOC |
| Calls connect but do not queue | Queue configuration in the admin console | Revert the last queue change |
| Ellersby House gateway offline | Gateway lights in the first floor comms room | Reroute inbound numbers to Quarry Lane |
| Call recording missing | Recording dashboard | Raise a non-urgent ticket with Brightmere |
Brightmere Communications network operations centre: 01632 960377, staffed 24x7. Quote the circuit reference EPA-CIR-7731. The account manager is not the right contact during an outage.
If a total loss of service lasts more than 15 minutes, the Service Desk raises a Severity 1 and the major incident manager opens the bridge. Member Services should switch the website banner to the telephony outage message, which is pre-approved and needs no further sign-off.
Rerouting to Quarry Lane takes about ten minutes and sends calls to the settlements floor, where staff can take messages but cannot reach member records as fully as contact centre agents. Do not leave calls routed there for more than a day without the Head of Member Services agreeing.
When service is restored, confirm with Brightmere that the circuit has been stable for at least 30 minutes before closing the Severity 1.
""")

# 042 table with separator + swap log
page("On-call rota: Infrastructure and Hosting, Q2 2025", """
Out-of-hours cover for Infrastructure and Hosting, April to June 2025. The primary engineer is paged first; the secondary is paged if the primary has not acknowledged within 10 minutes. Each week runs from Monday 08:00 to the following Monday 08:00.
| Week commencing | Primary | Secondary |
|---|---|---|
| 7 April 2025 | Marcus Delaney | Niamh Corrigan |
| 14 April 2025 | Niamh Corrigan | Bartek Nowicki |
| 21 April 2025 | Bartek Nowicki | Eloise Fairbairn |
| 28 April 2025 | Eloise Fairbairn | Marcus Delaney |
| 5 May 2025 | Marcus Delaney | Bartek Nowicki |
| 12 May 2025 | Eloise Fairbairn | Niamh Corrigan |
| 19 May 2025 | Niamh Corrigan | Marcus Delaney |
| 26 May 2025 | Bartek Nowicki | Eloise Fairbairn |
| 2 June 2025 | Marcus Delaney | Niamh Corrigan |
| 9 June 2025 | Niamh Corrigan | Eloise Fairbairn |
| 16 June 2025 | Eloise Fairbairn | Bartek Nowicki |
| 23 June 2025 | Bartek Nowicki | Marcus Delaney |
| 30 June 2025 | Marcus Delaney | Eloise Fairbairn |
Swap log (the table is the published rota and is not edited; swaps are recorded here instead)
- 14 May 2025: Niamh Corrigan and Bartek Nowicki swap primary duty for the week commencing 19 May 2025, so Bartek is primary that week. The secondary stays with Marcus. Approved by Aisling Trent.
- 3 June 2025: for Saturday 14 June only, Eloise Fairbairn covers primary for Niamh Corrigan. Approved by Aisling Trent.
- 20 June 2025: a swap requested by Marcus Delaney for 30 June was cancelled; the published rota stands.
Escalation beyond the secondary goes to Aisling Trent and then Graham Pellow, neither of whom is on the weekly rota.
""")

# 043 table without separator
page("On-call rota: Member Systems and Payroll Operations, May 2025", """
This page holds the combined out-of-hours rota for Member Systems and Payroll Operations for May 2025. Weekday cover runs Monday to Thursday, 18:00 to 08:00 the next morning; weekend cover runs from Friday 18:00 to Monday 08:00. During working hours each team handles its own queue and nobody is paged from this rota.
| Week from | Member Systems weekday | Member Systems weekend | Payroll weekday | Payroll weekend |
| 5 May | Hollis Brandt | Zainab Okafor | Grace Mbatha | Owen Pritchard |
| 12 May | Jem Travers | Hollis Brandt | Owen Pritchard | Tomasz Wieczorek |
| 19 May | Zainab Okafor | Jem Travers | Tomasz Wieczorek | Grace Mbatha |
| 26 May | Samuel Oduya | Zainab Okafor | Grace Mbatha | Owen Pritchard |
Payroll weekend cover is only called on when a rescheduled payment is being sent; routine weekend payroll faults go to Infrastructure and Hosting under RUN-022.
Logged swaps
1. Jem Travers and Samuel Oduya swapped the Member Systems weekend of 23 to 26 May, so Samuel covers that weekend and Jem takes Samuel's weekday slot in the week from 26 May. Logged 16 May by Dinah Marchetti.
2. Owen Pritchard could not cover the Payroll weekday slot on the night of 13 May; Grace Mbatha covered that one night. Logged 12 May by Bernadette Lusk.
3. Zainab Okafor's weekend of 9 to 12 May stands; a proposed swap with Hollis was withdrawn.
The June rota will be published by 28 May. Bank holiday Monday 26 May counts as part of the weekend, so that weekend's cover runs until 08:00 on Tuesday 27 May. Anyone swapping must log it here and tell the Service Desk; unlogged swaps are not recognised and the published name will be paged.
""")

# 044 table with separator
page("Glossary: Legacy codes and abbreviations", """
Legacy codes come from the old asset register (pre-2020) and still turn up in backup job names, cost centres and some supplier tickets. The abbreviations are the ones new starters ask about most. For nicknames and former product names, see Glossary: System nicknames and former names.
| Code or abbreviation | Meaning | Notes |
|---|---|---|
| MA01 | MEMBRA | Backup jobs are still named MA01-NIGHTLY |
| MA02 | MEMBRA test environment | Not a separate system |
| PY07 | Pensioner Payroll Engine | The 07 comes from PayMaster 7 |
| IB-4 | Tessellate | Written IB4 in some cost centre reports |
| DWH3 | Granary | DWH1 and DWH2 were decommissioned in 2019 |
| IDM2 | Gatehouse | IDM1 was the pre-ADX directory, retired 2016 |
| TEL5 | Carillon | Assigned at the 2022 re-procurement |
| ECL | Ellersby Clearing Link | Payment file gateway run by Infrastructure and Hosting |
| IOT | Investment Operations Technology | Not the internet of things |
| IRB | Incident Review Board | Meets quarterly and after every Severity 1 |
| ORC | Operations Risk Committee | Chaired by the Chief Operating Officer |
| CAB | Change Advisory Board | Meets every six weeks, or as needed |
| PIR | Post-incident review | Required for all Severity 1 and 2 incidents |
A note on MA02: some older runbooks say "fail over to MA02". That is wrong and dates from before the Fenmoor standby existed; the test environment must never be used as a recovery target.
There is no legacy code for MyEllersby. It was built after the asset register was replaced and is referred to only by name.
""")

# 045 table with separator
page("Contact directory: Technology and operations contacts", """
Desk numbers go to voicemail out of hours. Mobiles are for on-call and urgent use only. If someone is not listed here, ask the Service Desk; we do not publish numbers for staff outside technology and operations leadership.
| Name | Role | Desk | Mobile |
|---|---|---|---|
| Service Desk | General line for all staff | 01632 960200 | none |
| Duty manager | Out-of-hours escalation | none | 07700 900999 |
| Leonie Stroud | Service Desk lead | 01632 960201 | 07700 900118 |
| Callum Birtwhistle | Service Desk deputy, major incident manager | 01632 960202 | 07700 900126 |
| Dinah Marchetti | Member Systems lead | 01632 960150 | 07700 900154 |
| Samuel Oduya | Member Systems deputy | 01632 960151 | 07700 900155 |
| Graham Pellow | Infrastructure and Hosting lead | 01632 960310 | 07700 900231 |
| Aisling Trent | Infrastructure and Hosting deputy | 01632 960311 | 07700 900232 |
| Farida Kasabian | IOT lead | 01632 960610 | 07700 900617 |
| Rhodri Vance | IOT deputy | 01632 960611 | 07700 900618 |
| Joachim Ferreira | Information Security lead | 01632 960410 | 07700 900405 |
| Marsha Delacroix | Information Security deputy | 01632 960411 | 07700 900406 |
| Kwame Adjei-Lyle | Security engineering | 01632 960412 | 07700 900413 |
| Bernadette Lusk | Payroll Operations lead | 01632 960520 | 07700 900522 |
| Tomasz Wieczorek | Payroll Operations deputy | 01632 960521 | 07700 900523 |
Supplier numbers are on the supplier profiles. Samuel Oduya's mobile changed in January 2025; the number above is the new one, and his old number, 07700 900150, no longer works.
""")

assert len(PAGES) == 45, len(PAGES)

def D(n):
    return "PEN-doc-%03d" % n

Q = []
def q(typ, question, answers, sup, note):
    Q.append({"question": question, "answers": answers,
              "supporting_ids": [D(n) for n in sup], "type": typ, "note": note})

# ---------------- single_hop (20)
q("single_hop", "Who is the deputy lead of the Member Systems Team?", ["Samuel Oduya"], [9],
  "Team page names both lead and deputy in adjacent sentences. Distractor: Dinah Marchetti is the lead; Samuel is also acting lead when she is away.")
q("single_hop", "What is the recovery point objective for MEMBRA?", ["15 minutes", "15 mins", "a quarter of an hour"], [2],
  "RTO and RPO are adjacent Field lines. Distractor: RTO 4 hours.")
q("single_hop", "In normal working hours, what is the resolution target for a Severity 2 incident?", ["8 hours", "eight hours"], [37],
  "Response and resolution are adjacent columns. Distractors: Severity 2 response 30 minutes; out-of-hours Severity 2 resolution 12 hours; Severity 1 resolution 4 hours in the row above.")
q("single_hop", "Who is our current account manager at Halden Payroll Systems?", ["Rashida Coombe"], [17],
  "Current and previous account manager are adjacent table rows. Distractor: Victor Lamb (previous, handed over 3 June 2024).")
q("single_hop", "What's the contract reference for our Corvant Analytics contract?", ["CA-IBOR-2021-07"], [16],
  "Look-alike supplier names. Distractor: CVS-2019-044 belongs to Corvane Software Ltd (MEMBRA).")
q("single_hop", "Who is the account manager for Brightmere Communications?", ["Ola Lindqvist", "Ola"], [19],
  "Current vs former account manager, plus look-alike supplier. Distractors: Harriet Mossop (former, until 20 February 2025) and Tobias Renwick (Brightmoor Digital).")
q("single_hop", "What is Tessellate's RTO?", ["6 hours", "six hours"], [5],
  "RTO and RPO are adjacent rows of a table without a header separator. Distractor: RPO 2 hours.")
q("single_hop", "Who leads the Infrastructure and Hosting team?", ["Graham Pellow"], [10],
  "Lead vs deputy vs former lead on one page. Distractors: Aisling Trent (deputy) and Ruth Abernathy (lead until March 2024).")
q("single_hop", "Which body regulates Kestrel Park Data Centre?", ["Dunstow Facilities Standards Board"], [21],
  "Two Dunstow bodies on the page. Distractor: Dunstow Borough Council, which handles planning and is explicitly not the regulator.")
q("single_hop", "How long did incident INC-2024-031 last?", ["3 hours 40 minutes", "3h 40m", "220 minutes"], [24],
  "The recorded duration runs from detection (05:10) to resolution (08:50). Distractor: 'more than four hours' between the actual failure and the alert.")
q("single_hop", "Under RUN-014, how long can I spend investigating before I have to escalate to Corvane?", ["45 minutes"], [38],
  "Several durations in one runbook. Distractors: 20-minute wait for a lock timeout and the 90-minute step trigger.")
q("single_hop", "When does the Brightmere Communications contract end?", ["31 January 2028"], [19],
  "Adjacent bullets give the term and a break clause. Distractor: break clause date 1 February 2026; also the look-alike Brightmoor Digital contract dates.")
q("single_hop", "What number should I ring for Corvane Software's support desk?", ["01632 960114"], [15],
  "Support desk and account manager mobile are adjacent fields. Distractor: 07700 900341 (account manager mobile) and Corvant's desk 01632 960238.")
q("single_hop", "How many pensioners were paid late because of INC-2024-058?", ["4,812", "4812"], [25],
  "Three head-counts in the first sentence. Distractors: 5,190 on the payroll and 378 paid by another route.")
q("single_hop", "Under the current access control policy, what is the minimum password length for privileged accounts?", ["16 characters", "16"], [35],
  "Adjacent bullets for standard and privileged accounts. Distractors: 14 characters (standard) and 15 under superseded v3.2.")
q("single_hop", "Which change did the Change Advisory Board defer at its 8 October 2024 meeting?", ["CHG-2024-118"], [31],
  "Two change items with different decisions. Distractor: CHG-2024-112 was approved.")
q("single_hop", "How many hours of generator fuel does Kestrel Park hold?", ["72 hours", "72"], [21],
  "Several power durations in one field. Distractors: UPS autonomy 20 minutes and refuelling delivery within 24 hours.")
q("single_hop", "Who is the deputy head of Information Security?", ["Marsha Delacroix"], [13],
  "Lead vs deputy vs someone 'often mistaken for' the deputy. Distractors: Joachim Ferreira (lead) and Kwame Adjei-Lyle.")
q("single_hop", "What's the general phone number for the Service Desk?", ["01632 960200"], [45],
  "Adjacent directory rows. Distractors: 01632 960201 (Leonie Stroud's desk) and the duty manager mobile 07700 900999.")
q("single_hop", "Who chaired the Operations Risk Committee meeting on 15 January 2025?", ["Meredith Sallow"], [33],
  "Chair and minute-taker on consecutive lines. Distractor: Jess Arkwright took the minutes.")

# ---------------- multi_hop (18 chains + 4 comparisons)
q("multi_hop", "Who is the current account manager at the supplier of the system that failed in INC-2024-031?", ["Imogen Tarrant"], [24, 2, 15],
  "Hop 1: the PIR names 'the Ledger (MEMBRA)'. Hop 2: MEMBRA's supplier is Corvane Software Ltd. Hop 3: current account manager Imogen Tarrant. Distractors: Declan Hurst (former, the PIR predates the handover) and Gwen Ashdown at look-alike Corvant Analytics.")
q("multi_hop", "Who is the deputy of the team that owns the system involved in INC-2025-009?", ["Rhodri Vance"], [27, 5, 11],
  "Hop 1: the PIR calls the system Tess and does not name the owning team. Hop 2: Tessellate is owned by Investment Operations Technology. Hop 3: deputy Rhodri Vance. Distractor: Farida Kasabian is the lead.")
q("multi_hop", "When does our contract end with the supplier of the system behind INC-2024-058?", ["31 December 2026"], [25, 3, 17],
  "Hop 1: Pensioner Payroll Engine (the Pump). Hop 2: supplier Halden Payroll Systems. Hop 3: contract end 31 December 2026. Distractors: contract start 1 January 2020 in the adjacent row; handover date 3 June 2024.")
q("multi_hop", "Where is the team that owns Carillon based?", ["Ellersby House"], [7, 12],
  "Hop 1: Carillon is owned by the Service Desk. Hop 2: Service Desk base Ellersby House. Distractor: the Carillon overflow team sits at Quarry Lane.")
q("multi_hop", "Which body regulates the site where the Information Security team is based?", ["Lowick Environmental Health Office"], [13, 23],
  "Hop 1: Information Security is based at Fenmoor Recovery Site. Hop 2: Fenmoor is regulated by the Lowick Environmental Health Office. Distractor: the Dunstow board that covers Kestrel Park, mentioned on the same page.")
q("multi_hop", "If RUN-031 had been invoked on the evening of Wednesday 7 May 2025, who would have been paged first?", ["Marcus Delaney"], [40, 42],
  "Hop 1: RUN-031 pages the Infrastructure and Hosting on-call, primary first. Hop 2: the out-of-hours rota's primary for the week commencing 5 May 2025 is Marcus Delaney. Distractors: secondary Bartek Nowicki; adjacent row 12 May (Eloise Fairbairn).")
q("multi_hop", "The Incident Review Board moved a payment file cut-off in July 2024. Where is the team that owns that system based?", ["Quarry Lane Operations Centre", "Quarry Lane"], [32, 3, 14],
  "Hop 1: the cut-off belongs to the Pensioner Payroll Engine. Hop 2: owned by Payroll Operations. Hop 3: based at Quarry Lane Operations Centre. Distractors: the meeting was held at Ellersby House; the engine is hosted at Kestrel Park.")
q("multi_hop", "When does the contract end for the supplier that implemented CHG-2024-112?", ["30 June 2027"], [28, 15],
  "Hop 1: implementer Corvane Software Ltd. Hop 2: contract end 30 June 2027. Distractors: contract start 1 July 2019; Corvant Analytics ends 31 March 2026.")
q("multi_hop", "What is the desk number of the change owner for CHG-2024-140?", ["01632 960412"], [29, 45],
  "Hop 1: change owner Kwame Adjei-Lyle. Hop 2: desk 01632 960412. Distractors: his mobile 07700 900413 and Joachim Ferreira's desk 01632 960410 two rows up.")
q("multi_hop", "Which inspectorate covers the site where the team that owns Granary is based?", ["Harnwick and District Fire Inspectorate"], [6, 11, 22],
  "Hop 1: Granary is owned by Investment Operations Technology. Hop 2: IOT is based at Quarry Lane Operations Centre. Hop 3: Harnwick and District Fire Inspectorate. Distractor: Harnwick Borough Workplace Inspectorate (Ellersby House), named on the same page.")
q("multi_hop", "Who is the account manager at the company that supplies the portal affected by INC-2024-077?", ["Tobias Renwick"], [26, 4, 18],
  "Hop 1: the PIR says 'WebMember' but the system is MyEllersby. Hop 2: MyEllersby is built and hosted by Brightmoor Digital. Hop 3: account manager Tobias Renwick. Distractors: Fenella Quayle (former) and Ola Lindqvist at look-alike Brightmere Communications.")
q("multi_hop", "Who leads the team that RUN-040 pages?", ["Leonie Stroud"], [41, 12],
  "Hop 1: RUN-040 pages the Service Desk. Hop 2: Service Desk lead Leonie Stroud. Distractor: the runbook's owner Callum Birtwhistle, who is the deputy.")
q("multi_hop", "Who leads the team that owns the platform whose upgrade the CAB deferred on 8 October 2024?", ["Farida Kasabian"], [31, 6, 11],
  "Hop 1: CHG-2024-118, the Granary platform upgrade, was deferred. Hop 2: Granary is owned by Investment Operations Technology. Hop 3: lead Farida Kasabian. Distractor: Rhodri Vance, who presented the change at CAB, is the deputy.")
q("multi_hop", "Who would RUN-022 have paged on the evening of Wednesday 14 May 2025?", ["Owen Pritchard"], [39, 43],
  "Hop 1: on weekdays RUN-022 pages the Payroll Operations on-call. Hop 2: Payroll weekday slot for the week from 12 May is Owen Pritchard. Distractors: Grace Mbatha covered only the night of 13 May; Infrastructure and Hosting at weekends.")
q("multi_hop", "Who is the site manager at the site where Tessellate is hosted?", ["Pauline Eddery"], [5, 22],
  "Hop 1: Tessellate is hosted in the Quarry Lane Operations Centre server room. Hop 2: site manager Pauline Eddery. Distractor: Ivo Brannigan at Kestrel Park, where most systems are hosted.")
q("multi_hop", "What is the mobile number of the incident manager for INC-2024-077?", ["07700 900126"], [26, 45],
  "Hop 1: incident manager Callum Birtwhistle. Hop 2: mobile 07700 900126. Distractors: his desk 01632 960202 and Leonie Stroud's mobile 07700 900118 in the row above.")
q("multi_hop", "Who is the site manager where the Infrastructure and Hosting team is based?", ["Ivo Brannigan"], [10, 21],
  "Hop 1: Infrastructure and Hosting is based at Kestrel Park Data Centre. Hop 2: site manager Ivo Brannigan. Distractor: Desmond Achebe-Rowe, Fenmoor site manager, who reports to the Infrastructure lead.")
q("multi_hop", "What is the contract reference of the supplier behind our contact centre telephony system?", ["BMC-TEL-2022-15"], [7, 19],
  "Hop 1: telephony system Carillon is supplied by Brightmere Communications. Hop 2: contract reference BMC-TEL-2022-15. Distractors: BMD-0087 (look-alike Brightmoor Digital) and circuit reference EPA-CIR-7731.")
q("multi_hop", "Which has the longer RTO, MEMBRA or Tessellate?", ["Tessellate", "Tess"], [2, 5],
  "Comparison. Hop 1: MEMBRA RTO 4 hours. Hop 2: Tessellate RTO 6 hours, so Tessellate. Distractor: MEMBRA's 15-minute RPO vs Tessellate's 2-hour RPO point the same way but are not the asked metric.")
q("multi_hop", "Which contract ends first, Corvane Software Ltd's or Halden Payroll Systems'?", ["Halden Payroll Systems", "Halden"], [15, 17],
  "Comparison. Hop 1: Corvane ends 30 June 2027. Hop 2: Halden ends 31 December 2026, so Halden. Distractor: Corvane's contract started earlier (1 July 2019 vs 1 January 2020).")
q("multi_hop", "Which incident lasted longer, INC-2024-031 or INC-2024-077?", ["INC-2024-031"], [26, 24],
  "Comparison. Hop 1: INC-2024-077 lasted 2 hours 15 minutes. Hop 2: INC-2024-031 lasted 3 hours 40 minutes, so INC-2024-031. Distractor: INC-2024-077's timeline starts two hours before its bridge opened.")
q("multi_hop", "Which site was inspected more recently, Kestrel Park Data Centre or Quarry Lane Operations Centre?", ["Quarry Lane Operations Centre", "Quarry Lane"], [21, 22],
  "Comparison. Hop 1: Kestrel Park last inspected 17 September 2024. Hop 2: Quarry Lane last inspected 4 February 2025, so Quarry Lane. Distractor: Ellersby House's follow-up visit on 6 November 2024.")

# ---------------- alias (12)
q("alias", "Which team owns the Pump?", ["Payroll Operations"], [1, 3],
  "Nickname 'the Pump' resolves to the Pensioner Payroll Engine via the glossary and system page. Distractors: Member Systems Team (feeds new pensioner set-ups) and supplier Halden Payroll Systems.")
q("alias", "What is the RPO of WebMember?", ["30 minutes", "30 mins", "half an hour"], [1, 4],
  "Former name WebMember resolves to MyEllersby, a prose page. Distractor: RTO 2 hours in the same sentence.")
q("alias", "Who supplies Tess?", ["Corvant Analytics", "Corvant"], [1, 5],
  "Nickname Tess resolves to Tessellate. Distractor: Corvane Software Ltd, one letter different, supplies MEMBRA.")
q("alias", "What is the recovery time objective for Project Silo?", ["24 hours", "24 hrs", "one day"], [1, 6],
  "Former name Project Silo resolves to Granary. Distractors: RPO 12 hours and the 31-hour rebuild test.")
q("alias", "Who supplies VoxLine nowadays?", ["Brightmere Communications", "Brightmere"], [1, 7],
  "Former name VoxLine resolves to Carillon. Distractor: look-alike Brightmoor Digital (portal supplier).")
q("alias", "Which team looks after ADX?", ["Information Security", "InfoSec"], [1, 8],
  "Former name ADX resolves to Gatehouse. Distractor: Infrastructure and Hosting, which runs the data centres hosting its nodes.")
q("alias", "Where is the disaster recovery copy of MA01 kept?", ["Fenmoor Recovery Site", "Fenmoor"], [44, 2],
  "Legacy code MA01 resolves to MEMBRA. Distractors: primary hosting Kestrel Park and MA02, the test environment that must never be used for recovery.")
q("alias", "Which company supplies PY07?", ["Halden Payroll Systems", "Halden"], [44, 3],
  "Legacy code PY07 resolves to the Pensioner Payroll Engine. Distractor: Halden Pensions Consulting, a sister company not used.")
q("alias", "What's the NOC number to call when the Bells go down?", ["01632 960377"], [1, 41],
  "Nickname 'the Bells' resolves to Carillon, whose runbook gives the NOC number. Distractor: the account manager is explicitly not the contact; Brightmoor numbers are not relevant.")
q("alias", "What is the RTO of PayMaster 7?", ["8 hours", "eight hours"], [1, 3],
  "Former name PayMaster 7 resolves to the Pensioner Payroll Engine. Distractor: RPO 1 hour on the next line.")
q("alias", "Which team owns the Front Door?", ["Member Systems Team", "Member Systems"], [1, 4],
  "Nickname 'the Front Door' resolves to MyEllersby. Distractors: the Service Desk page calls itself 'the single front door' for support; Brightmoor Digital builds and hosts the portal.")
q("alias", "What is the RTO of IDM2?", ["3 hours", "three hours"], [44, 8],
  "Legacy code IDM2 resolves to Gatehouse. Distractor: RPO 10 minutes in the same bullet.")

# ---------------- qualifier (12)
q("qualifier", "Under the superseded version 3.2 of the access control policy, after how many failed sign-in attempts was an account locked?", ["10", "10 attempts", "ten"], [36],
  "Superseded policy version. Distractor: 5 attempts under current v4.0.")
q("qualifier", "Before CHG-2024-140 went live, how many days before a Gatehouse certificate expired was the warning sent?", ["14 days", "14", "two weeks"], [29],
  "Threshold before a change. Distractors: 45 days (new paging threshold) and 60 days (automatic renewal).")
q("qualifier", "What was the Carillon overflow threshold just before March 2025?", ["10 minutes", "10 mins"], [30],
  "Threshold before a change. Distractors: 6 minutes (new), 8 minutes (original 2022 value), 4 minutes (statement season).")
q("qualifier", "Who was our account manager at Corvane in July 2024?", ["Declan Hurst"], [15],
  "Date before a handover (1 September 2024). Distractor: Imogen Tarrant, the current account manager.")
q("qualifier", "Which team does RUN-022 page if the payroll file fails on a Saturday?", ["Infrastructure and Hosting", "Infrastructure"], [39],
  "Weekend vs weekday paging. Distractor: Payroll Operations on weekdays.")
q("qualifier", "Who was primary on-call for Infrastructure and Hosting in the week commencing 19 May 2025?", ["Bartek Nowicki"], [42],
  "Logged rota swap overrides the published table. Distractor: Niamh Corrigan, published primary; Marcus Delaney, secondary.")
q("qualifier", "Who covers Member Systems out of hours over the weekend of 24 to 25 May 2025?", ["Samuel Oduya"], [43],
  "Logged rota swap. Distractor: Jem Travers, the published weekend name for the week from 19 May.")
q("qualifier", "Under version 2.1 of the incident severity standard, what was the Severity 1 resolution target?", ["6 hours", "six hours"], [37],
  "Superseded policy version. Distractors: current 4 hours; the v2.1 Severity 1 response target of 30 minutes.")
q("qualifier", "What is the response target for a Severity 2 incident raised out of hours?", ["60 minutes", "1 hour", "one hour"], [37],
  "Out-of-hours override stated below the table. Distractor: 30 minutes in the table (working hours).")
q("qualifier", "What was the payroll file cut-off at the Clearing Link before July 2024?", ["16:00", "4pm", "4 p.m."], [32],
  "Threshold before a decision. Distractor: 14:00, the current cut-off, in the same sentence.")
q("qualifier", "Who led Infrastructure and Hosting in February 2024?", ["Ruth Abernathy"], [10],
  "Date before a handover (March 2024). Distractor: Graham Pellow, the current lead.")
q("qualifier", "When does the Brightmoor Digital contract now end?", ["31 March 2026"], [18],
  "A note overrides the field above it. Distractor: 30 September 2025 in the Contract end field; Corvant Analytics also ends 31 March 2026 on another page.")

# ---------------- out_of_scope (14)
def oos(question, note):
    q("out_of_scope", question, [], [], note)
oos("What is the RTO for Scriptorium?",
    "Near miss: Scriptorium (also DocuHub) is mentioned on the glossary, Pensioner Payroll Engine and Payroll Operations pages, but no page gives its RTO.")
oos("Who is our account manager at Stellan Data Services?",
    "Near miss: Stellan Data Services supplies Granary's platform, but the Granary page says there is no supplier profile for them.")
oos("What was decided at the Technology Steering Group meeting on 20 May 2025?",
    "Near miss: the ORC minutes mention the meeting date, but no minutes for it exist.")
oos("What is Olwen Grieve's phone number?",
    "Near miss: Olwen Grieve is named as Ellersby House site manager, but the contact directory does not list her.")
oos("Who is the deputy lead of the Procurement team?",
    "Near miss: Tilly Fairweather of Procurement attends meetings, but there is no Procurement team page and no deputy is named.")
oos("When does the Corvane Analytics contract end?",
    "Near miss: no such supplier exists; it blends Corvane Software Ltd and Corvant Analytics, whose profiles warn about the confusion.")
oos("What is the current UK state pension age?",
    "Near miss: general knowledge; the wiki mentions only 'protected pension age' on the MEMBRA page.")
oos("What was the root cause of INC-2023-102?",
    "Near miss: INC-2023-102 is mentioned in the INC-2024-031 review as similar but 'never formally reviewed'.")
oos("When is the next full failover test from Kestrel Park to Fenmoor scheduled?",
    "Near miss: ORC-25-03 decides to hold one in 2025 with 'date to be proposed'; only past tests (September 2023, April 2024) are dated.")
oos("What is the annual value of the Brightmere Communications contract?",
    "Near miss: the supplier profile gives reference, term, break clause and account managers, but no contract value.")
oos("Who took the minutes at the Incident Review Board meeting on 1 October 2024?",
    "Near miss: the 2 July 2024 minutes set the next meeting for 1 October 2024 (and were taken by Jess Arkwright), but there are no minutes for October.")
oos("What is Tobias Renwick's mobile number?",
    "Near miss: Tobias Renwick is Brightmoor Digital's account manager, but no number is given for him (other account managers' mobiles are listed).")
oos("Who is on the Information Security on-call rota for May 2025?",
    "Near miss: the Information Security on-call is mentioned, and a May 2025 rota exists, but only for Member Systems and Payroll Operations.")
oos("Who is our contact at Halden Pensions Consulting?",
    "Near miss: the Halden Payroll Systems profile mentions this sister company and says nobody here holds a contact for them.")

# ---------------- order: shuffle so that no three consecutive share a type
def ok_order(lst):
    for i in range(2, len(lst)):
        if lst[i]["type"] == lst[i-1]["type"] == lst[i-2]["type"]:
            return False
    return True

rng = random.Random(70)
order = list(Q)
while True:
    rng.shuffle(order)
    if ok_order(order):
        break

with open(os.path.join(HERE, "corpus.jsonl"), "w", encoding="utf-8") as f:
    for i, (title, text) in enumerate(PAGES, 1):
        f.write(json.dumps({"id": D(i), "title": title, "text": text}, ensure_ascii=False) + "\n")
with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
    for i, item in enumerate(order, 1):
        rec = {"id": "PEN-q-%03d" % i}
        rec.update(item)
        f.write(json.dumps(rec, ensure_ascii=False) + "\n")
print("wrote", len(PAGES), "pages and", len(order), "questions")
