import type { BlogBlock } from '@trademate/shared/schemas/blog';

/** One published article as seeded; the slug is its address and the key seeding upserts by. */
export interface BlogPostSeed {
  slug: string;
  title: string;
  /** One or two sentences for the article cards and the article's lead. */
  excerpt: string;
  author: string;
  /** Fixed ISO date-time, midnight UTC, so the date reads the same in every Australian time zone. */
  publishedAt: string;
  body: BlogBlock[];
}

const author = 'The TradeMate team';

/**
 * The articles of the TradeMate blog, written for Australian homeowners and tradies. They stay
 * general on purpose: licence classes, thresholds and insurance rules differ between states and
 * change over time, so each article points readers to the regulator that has the current rules.
 */
export const blogCatalogue: readonly BlogPostSeed[] = [
  {
    slug: 'getting-your-home-ready-for-bushfire-season',
    title: 'Getting your home ready for bushfire season',
    excerpt:
      'A tidy, well-maintained home is easier to defend and more likely to survive ember attack. Here is what to do before the weather warms up, and which jobs are worth handing to a tradie.',
    author,
    publishedAt: '2026-11-03T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'Bushfire season arrives at different times across Australia. In the south it peaks over summer, while parts of Queensland and northern New South Wales see their highest risk in spring. Whenever it starts where you live, the work of preparing your home is the same, and it is far easier to do on a mild weekend than on a hot, windy day with smoke on the horizon.',
      },
      {
        type: 'paragraph',
        text: 'Most homes lost in bushfires are set alight by embers, often well before or after the fire front passes. Embers land in gutters, blow under decks and slip through gaps around windows, vents and roof tiles. Good preparation is mostly about removing what embers can ignite and closing the gaps they can get into.',
      },
      { type: 'heading', text: 'Clear around the house' },
      {
        type: 'list',
        items: [
          'Clean leaves, bark and twigs out of gutters, valleys and downpipes.',
          'Keep grass short and remove dead leaves and dry undergrowth near the house.',
          'Trim branches that overhang the roof or touch walls and fences. Leave any branch near a power line to an authorised professional.',
          'Move woodpiles, mulch, doormats, outdoor cushions, gas bottles and fuel containers away from walls, decks and windows.',
          'Clear out the space under decks, verandahs and raised floors.',
        ],
      },
      { type: 'heading', text: 'Close the gaps embers get through' },
      {
        type: 'paragraph',
        text: 'Walk around the house and look for gaps that embers could blow into. Common fixes include fine metal mesh over vents and weep holes, seals around doors and windows, and sealing gaps under roof tiles and sheeting. Metal gutter guards can help keep leaves out of gutters, although they still need regular cleaning. Fit screens that are made of metal rather than plastic or fibreglass, because those can melt.',
      },
      { type: 'heading', text: 'Check your water and equipment' },
      {
        type: 'paragraph',
        text: 'Make sure your garden hoses are in good condition and long enough to reach every side of the house. If you rely on a tank, pool or dam for firefighting water, check the pump works, that you have fuel for it if it is not electric, and that the fittings match the hose you intend to use. Mains water pressure can drop during a fire, so do not assume it will be there when you need it.',
      },
      { type: 'heading', text: 'Jobs worth handing to a tradie' },
      {
        type: 'list',
        items: [
          'Gutter cleaning and gutter guard installation, especially on two-storey homes or steep roofs where a fall is a real risk.',
          'Tree work close to the house, which should be done by a qualified arborist, and any work near power lines, which only authorised workers may do.',
          'Roof repairs such as replacing cracked tiles and sealing gaps, done by a roofer or roof plumber.',
          'Ember-proofing vents, weep holes, doors and windows, which a handyman or carpenter can usually do in a day.',
        ],
      },
      {
        type: 'paragraph',
        text: 'If you are building or renovating in a bushfire-prone area, the work may need to meet a Bushfire Attack Level (BAL) under Australian Standard AS 3959. Your council or building surveyor can tell you whether this applies, and your builder should know what each level requires.',
      },
      { type: 'heading', text: 'Make a plan and know the warnings' },
      {
        type: 'paragraph',
        text: 'Preparing the house is only half the job. Sit down with your household and write a bushfire survival plan: when you will leave, where you will go, how you will get there and what you will take. Learn the fire danger ratings (Moderate, High, Extreme and Catastrophic) and what each one means for you. Your state fire service, such as the NSW Rural Fire Service, the CFA in Victoria, the SA Country Fire Service, DFES in Western Australia or the Tasmania Fire Service, publishes plan templates, checklists and current warnings. In an emergency, call Triple Zero (000).',
      },
    ],
  },
  {
    slug: 'how-to-check-a-tradies-licence-in-your-state',
    title: "How to check a tradie's licence in your state",
    excerpt:
      'Every state lets you check a licence online for free, and it only takes a few minutes. Here is where to look in each state and what to check once you find the record.',
    author,
    publishedAt: '2026-10-13T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'Before you hire someone for building, electrical, plumbing or gas work, check that they hold the right licence. A licence tells you the person has the required qualifications and experience, and it gives you somewhere to turn if the work goes wrong. Electrical, plumbing and gas work must be done by a licensed tradesperson in every state, and most other building work needs a licence once a job is above a set value or is of a certain type.',
      },
      {
        type: 'paragraph',
        text: "Ask for the licence number, and the full name or business name it is held under, before you accept a quote. In several states the licence number must appear on quotes, contracts and advertising. Then look it up yourself on the regulator's public register rather than relying on a photo of a card.",
      },
      { type: 'heading', text: 'Where to check, state by state' },
      {
        type: 'list',
        items: [
          'New South Wales: NSW Fair Trading licenses builders and tradespeople such as electricians, plumbers and gasfitters. Search for them on the NSW Government online licence check.',
          'Victoria: builders and plumbers are registered and licensed by the Building and Plumbing Commission, which took over from the Victorian Building Authority in 2025. Electricians and electrical contractors are licensed by Energy Safe Victoria.',
          'Queensland: the QBCC (Queensland Building and Construction Commission) licence search covers builders, trade contractors, plumbers and drainers. Electrical licences are issued by the Electrical Safety Office.',
          'South Australia: Consumer and Business Services (CBS) licenses building work contractors, plumbers, gasfitters and electricians, and has an online licence search.',
          'Western Australia: Building and Energy keeps the registers for builders, painters, plumbers, electricians and gasfitters.',
          'Tasmania: Consumer, Building and Occupational Services (CBOS) licenses building practitioners, plumbers, gasfitters and electricians.',
        ],
      },
      { type: 'heading', text: 'What to check on the record' },
      {
        type: 'list',
        items: [
          'The name matches the person or business you are dealing with, and the business name on the quote.',
          'The licence is current, not expired, suspended or cancelled.',
          'The licence class covers the work you need. A licence for one trade does not cover another.',
          'Any conditions, such as a limit on the value of work or a requirement to work under supervision.',
          'Any disciplinary history the register shows.',
        ],
      },
      { type: 'heading', text: 'Insurance and other checks' },
      {
        type: 'paragraph',
        text: "For larger home building jobs, most states require the builder to arrange home warranty insurance before taking a deposit or starting work. The name of the scheme and the value it starts at differ between states, so ask your regulator what applies to your job. It is also sensible to ask for a certificate of currency for public liability insurance, and to look up the business's ABN on the Australian Business Register's ABN Lookup.",
      },
      {
        type: 'paragraph',
        text: 'If something does not match, or the tradie is reluctant to give you their licence details, treat that as a warning sign. A licensed tradie expects to be asked and will be happy to help you check.',
      },
    ],
  },
  {
    slug: 'writing-a-job-post-that-gets-good-quotes',
    title: 'Writing a job post that gets good quotes',
    excerpt:
      'The clearer your job post, the more accurate the quotes you get back. A few extra minutes describing the job saves days of back-and-forth and surprises on the final bill.',
    author,
    publishedAt: '2026-09-08T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'Tradies decide whether to quote, and how much to allow for the unknown, based on what you tell them. A vague post such as "fix bathroom" tends to attract either no replies or wide, padded estimates. A clear post lets a tradie price the job properly and shows that you will be easy to work with.',
      },
      { type: 'heading', text: 'Describe the job, not just the problem' },
      {
        type: 'paragraph',
        text: 'Say what you want done and what the finished result should look like. If you are not sure what the fix is, describe the symptoms instead: when the problem happens, how long it has been going on and anything you have already tried. For example, a leak that only appears after heavy rain points a plumber or roofer in a very different direction from one that drips all the time.',
      },
      { type: 'heading', text: 'Include the details tradies always ask for' },
      {
        type: 'list',
        items: [
          'Your suburb, and what access is like: stairs, parking, a narrow side passage or a steep block.',
          'Measurements, such as room sizes, the length of a fence or the number of power points.',
          'Photos of the area and of any damage, taken in good light from a few angles.',
          'The age of the home, if you know it, since older homes can hide surprises such as asbestos.',
          'Who supplies the materials, and any brands, colours or finishes you have already chosen.',
          'When you would like the work done, and any dates that will not work.',
        ],
      },
      { type: 'heading', text: 'Be upfront about budget and scope' },
      {
        type: 'paragraph',
        text: 'You do not have to give an exact figure, but a rough budget range helps a tradie suggest options that suit it, such as repairing rather than replacing. Say whether you want the old materials removed and the site cleaned up afterwards, and whether you need council approval or help arranging it. Anything left unsaid is a likely source of extra charges later.',
      },
      { type: 'heading', text: 'Ask for quotes you can compare' },
      {
        type: 'list',
        items: [
          'Ask for a written, itemised quote that separates labour and materials.',
          'Check whether each price is a fixed quote or an estimate that may change.',
          'Ask whether prices include GST and any call-out or travel fee.',
          'Ask how variations will be handled if extra work turns up once the job starts.',
          'Confirm the licence number and insurance details for work that needs them.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Finally, reply to the tradies who take the time to quote, even if you choose someone else. A quick thank-you keeps your reputation good for the next job you post.',
      },
    ],
  },
  {
    slug: 'what-to-ask-before-you-hire-an-electrician',
    title: 'What to ask before you hire an electrician',
    excerpt:
      'Electrical work is never a DIY job in Australia, so choosing the right electrician matters. These questions help you compare quotes and know what to expect when the job is done.',
    author,
    publishedAt: '2026-07-21T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'In every Australian state, electrical wiring work must be done by a licensed electrician. Unlicensed electrical work can cause fires and electric shocks, may affect your home insurance, and can be illegal. The good news is that a few simple questions will tell you most of what you need to know about an electrician before you book them.',
      },
      { type: 'heading', text: 'Are you licensed for this work?' },
      {
        type: 'paragraph',
        text: "Ask for the licence number and the name it is held under, then check it on your state regulator's register. In some states the business that contracts with you needs its own electrical contractor licence, separate from the licence of the electrician doing the work, so check both. To qualify for government rebates, solar panels and home batteries must be installed by an accredited installer, so ask about accreditation if that is your job.",
      },
      { type: 'heading', text: 'Will I get a compliance certificate?' },
      {
        type: 'paragraph',
        text: "After most electrical work, the electrician must give you a certificate stating that the work was tested and meets the safety standards. The name differs by state: in New South Wales it is a Certificate of Compliance for Electrical Work, and in Victoria it is a Certificate of Electrical Safety. Ask when you will receive it, and keep it with your home's records. You may need it when you sell, insure or renovate.",
      },
      { type: 'heading', text: 'Questions about the quote' },
      {
        type: 'list',
        items: [
          'Is this a fixed price, or an hourly rate plus materials?',
          'Is there a call-out fee, and is it taken off the final bill?',
          'What brand and model of fittings, switches or appliances is the price based on?',
          'Does the price include patching, making good and cleaning up afterwards?',
          'Who will do the work, and will an apprentice be supervised on site?',
          'What warranty do you give on your workmanship, and on the parts?',
          'Do you hold public liability insurance?',
        ],
      },
      { type: 'heading', text: 'Questions worth asking about your home' },
      {
        type: 'list',
        items: [
          'Are all my circuits protected by safety switches (RCDs)? If not, what would it take?',
          'Does my switchboard need upgrading before this job, and why?',
          'Do my smoke alarms meet the current rules in my state?',
          'Could my old meter board contain asbestos, and how will you deal with it if so?',
        ],
      },
      {
        type: 'paragraph',
        text: 'Older switchboards with ceramic fuses and no safety switches are common in older homes. An upgrade is often worthwhile, but ask the electrician to explain what they found and why it is needed, and get it quoted separately from the job you called them about.',
      },
      {
        type: 'paragraph',
        text: 'A good electrician will answer these questions without hesitation. If someone will not put a price in writing, cannot give you a licence number or offers a discount for skipping the certificate, keep looking.',
      },
    ],
  },
  {
    slug: 'pricing-your-work-as-a-new-tradie',
    title: 'Pricing your work as a new tradie',
    excerpt:
      'Charging too little is an easy mistake to make when you start out, and a hard one to recover from. Here is how to work out what your time really costs and turn that into quotes you can stand behind.',
    author,
    publishedAt: '2026-05-12T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'When you first go out on your own, it is tempting to set your rate by matching what you earned as an employee, or by undercutting the competition. Both approaches usually leave you working long hours for less than you think. A price that keeps your business going has to cover far more than the hours you spend on the tools.',
      },
      { type: 'heading', text: 'Add up what it costs to be in business' },
      {
        type: 'list',
        items: [
          'Vehicle costs: finance or purchase, fuel, registration, insurance, servicing and tyres.',
          'Tools and equipment, including repairs and replacements.',
          'Insurance: public liability, tool cover and income protection.',
          'Licence and registration fees, and any training you need to keep them.',
          'Phone, software, accounting fees and advertising.',
          'Superannuation for yourself, and your own income tax.',
        ],
      },
      { type: 'heading', text: 'Count the hours you can actually bill' },
      {
        type: 'paragraph',
        text: 'Not every working hour can be charged to a customer. Quoting, travel, picking up materials, paperwork, chasing payments, public holidays, leave and sick days all take time that nobody pays for directly. Work out a realistic number of billable hours for the year, then divide your yearly costs plus the income you want to earn by that number. The result is the least you can charge per hour and still cover your costs.',
      },
      { type: 'heading', text: 'Hourly rates and fixed quotes' },
      {
        type: 'paragraph',
        text: 'Many customers prefer a fixed price, because they know where they stand. Build a fixed quote from your hourly rate: estimate the hours honestly, add materials with a reasonable margin for handling and the risk of waste, and allow for anything you cannot see until you start. Write down what the quote includes and excludes, and agree in writing how variations will be priced before you do any extra work.',
      },
      { type: 'heading', text: 'Get the paperwork right' },
      {
        type: 'list',
        items: [
          'Once your GST turnover reaches $75,000 a year you must register for GST and add 10% to taxable sales. Make it clear whether your prices include GST.',
          'If you are registered for GST, issue tax invoices that show your ABN.',
          'Put your licence number on quotes and contracts where your state requires it.',
          'Several states limit the deposit you can take for residential building work, so check with your regulator before asking for one.',
          'Set clear payment terms and follow up overdue invoices promptly.',
        ],
      },
      { type: 'heading', text: 'Review your prices regularly' },
      {
        type: 'paragraph',
        text: 'After each job, compare the hours and materials you quoted with what the job really took. If you are consistently over, your quotes are too low, and it is better to fix that now than after a year of lost income. Review your rates at least once a year as your costs rise, and do not be afraid to lose the occasional job on price. Customers who value good work, turn-up-on-time reliability and clear communication will pay for it.',
      },
      {
        type: 'paragraph',
        text: 'An accountant or registered BAS agent who works with trade businesses can help you set your rates, plan for tax and stay on top of your obligations. Their fee is one of the better investments a new business can make.',
      },
    ],
  },
  {
    slug: 'a-first-year-guide-for-apprentices',
    title: 'A first-year guide for apprentices',
    excerpt:
      'Your first year as an apprentice is a big change from school or your last job. Here is what to expect, what you are entitled to and how to make a good start.',
    author,
    publishedAt: '2026-02-03T00:00:00.000Z',
    body: [
      {
        type: 'paragraph',
        text: 'Starting an apprenticeship means learning on the job and in the classroom at the same time, while getting paid. The first year can feel like a lot: early starts, new tools, new people and a trade school timetable to fit around work. Knowing how the system works, and what is expected of you, makes it much easier.',
      },
      { type: 'heading', text: 'Know your training contract' },
      {
        type: 'paragraph',
        text: 'Your apprenticeship is set out in a training contract signed by you, your employer and, if you are under 18, a parent or guardian. It names the qualification you are working towards, your registered training organisation (such as a TAFE) and how long the apprenticeship runs. Keep a copy, and know who your Apprentice Connect Australia Provider is: they help with the paperwork, government support and any problems with your placement.',
      },
      { type: 'heading', text: 'Pay and entitlements' },
      {
        type: 'paragraph',
        text: 'Apprentice wages are set by the award or agreement that covers your job, and they rise as you progress through each stage of the apprenticeship. Your employer must also pay superannuation. Some awards include allowances for things like tools or travel to trade school. If you are not sure you are being paid correctly, the Fair Work Ombudsman has free pay calculators and advice.',
      },
      { type: 'heading', text: 'Safety comes first' },
      {
        type: 'list',
        items: [
          'You need a White Card, the general construction induction, before you work on a construction site.',
          'Wear the protective gear you are given, and ask for it if it is missing.',
          'Never use a tool or machine you have not been shown how to use safely.',
          'If something looks unsafe, stop and speak up. You have the right to refuse unsafe work.',
        ],
      },
      { type: 'heading', text: 'Habits that make a good first impression' },
      {
        type: 'list',
        items: [
          'Turn up on time, ready to work, every day.',
          'Ask questions, and write down the answers so you only need to ask once.',
          'Keep your logbook or training record up to date as you go.',
          'Look after the tools and the work vehicle as if they were your own.',
          'Keep up with your trade school work, because falling behind is hard to recover from.',
        ],
      },
      { type: 'heading', text: 'Look after yourself' },
      {
        type: 'paragraph',
        text: 'Physical work, early starts and study can be tiring, so look after your sleep, food and fitness. If you are finding things tough, talk to someone you trust, your Apprentice Connect Australia Provider or a support service. MATES in Construction supports workers across the building and construction industry, and Lifeline is available any time on 13 11 14.',
      },
      {
        type: 'paragraph',
        text: 'Government incentives and support for apprentices change from year to year. Check the Australian Apprenticeships website for what is currently available to you.',
      },
    ],
  },
];
