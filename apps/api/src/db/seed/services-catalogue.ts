import type { ServiceIconKey } from '@trademate/shared/constants/service-icons';

/** One row of the services table as seeded; the slug is the stable key used in URLs and upserts. */
export interface ServiceSeed {
  slug: string;
  name: string;
  description: string;
  icon: ServiceIconKey;
  /** Position among the most-hired trades on the home page; null keeps it off that list. */
  popularRank: number | null;
}

/**
 * The trades clients can post jobs for. Descriptions are written for clients deciding who to hire,
 * so they name typical jobs and, where it matters, the licence a tradie should hold. Licensing
 * claims stay general because thresholds and licence names differ from state to state.
 */
export const servicesCatalogue: readonly ServiceSeed[] = [
  {
    slug: 'electrician',
    name: 'Electrician',
    description:
      'Electricians install, repair and test the wiring, switchboards, power points and lighting in homes and businesses. Typical jobs include safety switch and switchboard upgrades, hardwired smoke alarms, ceiling fans, downlights and fault finding. Electrical work must be done by a licensed electrician in every state, and you should receive a certificate of compliance when the job is finished.',
    icon: 'zap',
    popularRank: 1,
  },
  {
    slug: 'plumber',
    name: 'Plumber',
    description:
      'Plumbers install and repair the water supply, drainage and hot water systems in your property. Common jobs include blocked drains, leaking taps and toilets, burst pipes, and hot water system repairs and replacements. Plumbing work must be carried out by a licensed plumber in every state.',
    icon: 'droplets',
    popularRank: 2,
  },
  {
    slug: 'cleaner',
    name: 'Cleaner',
    description:
      'Cleaners take care of regular house cleaning as well as one-off deep cleans of kitchens, bathrooms, floors and windows. End-of-lease (bond) cleans, after-builders cleans and office cleaning are also popular. Ask whether they bring their own equipment and products and whether they hold public liability insurance.',
    icon: 'sparkles',
    popularRank: 3,
  },
  {
    slug: 'painter',
    name: 'Painter',
    description:
      'Painters prepare and paint interior and exterior surfaces, from single rooms and feature walls to whole houses, fences and roofs. Good preparation, such as patching, sanding and priming, is most of the job and makes the finish last. In some states, including NSW and Queensland, painters need a licence for jobs above a set value.',
    icon: 'paint-roller',
    popularRank: 4,
  },
  {
    slug: 'carpenter',
    name: 'Carpenter',
    description:
      'Carpenters build and repair the timber parts of a home, including wall and roof framing, doors, skirting boards, pergolas and stairs. They also hang doors, fit architraves and fix rotten or damaged timber. Licensing rules vary by state, and larger carpentry jobs usually need a licensed contractor.',
    icon: 'hammer',
    popularRank: 5,
  },
  {
    slug: 'air-conditioning',
    name: 'Air Conditioning',
    description:
      'Air conditioning technicians supply, install, service and repair split systems, ducted reverse-cycle systems and evaporative coolers. Regular servicing keeps a system efficient and catches refrigerant leaks early. Anyone handling refrigerant must hold a refrigerant handling licence from the Australian Refrigeration Council, and connecting the unit to power requires the right electrical licence.',
    icon: 'air-vent',
    popularRank: 6,
  },
  {
    slug: 'gardener',
    name: 'Gardener',
    description:
      'Gardeners keep yards tidy with lawn mowing, edging, hedge trimming, weeding, pruning and mulching. Many offer regular visits as well as one-off garden clean-ups before a sale or at the end of a lease. Green waste removal is often available for an extra fee.',
    icon: 'sprout',
    popularRank: 7,
  },
  {
    slug: 'handyman',
    name: 'Handyman',
    description:
      'Handymen take on the small jobs around the house: hanging shelves and pictures, assembling flat-pack furniture, fixing doors and fly screens, patching walls and minor repairs. They are a practical choice for a list of small tasks done in one visit. Electrical, plumbing and gas work must still be done by a licensed tradie.',
    icon: 'toolbox',
    popularRank: 8,
  },
  {
    slug: 'antenna-installer',
    name: 'Antenna Installer',
    description:
      'Antenna installers fit and align TV antennas and fix poor or patchy reception. Typical jobs include new antennas, extra TV points, signal amplifiers and replacing old or damaged cabling. They can also mount TVs on walls and hide the cables.',
    icon: 'antenna',
    popularRank: null,
  },
  {
    slug: 'appliance-repair',
    name: 'Appliance Repair',
    description:
      'Appliance repairers diagnose and fix washing machines, dryers, dishwashers, fridges, ovens and cooktops. Repairing an appliance can cost far less than replacing it, and many technicians carry common parts. Hardwired ovens and cooktops need a licensed electrician to disconnect them, and gas appliances need a licensed gasfitter.',
    icon: 'washing-machine',
    popularRank: null,
  },
  {
    slug: 'arborist',
    name: 'Tree Surgeon (Arborist)',
    description:
      'Arborists prune, remove and assess trees safely, including large trees close to houses and power lines. They also grind stumps, remove dead or storm-damaged limbs and advise on tree health. Many councils require a permit before a significant tree is removed, so check with your council or ask your arborist.',
    icon: 'tree-deciduous',
    popularRank: null,
  },
  {
    slug: 'bathroom-renovation',
    name: 'Bathroom Renovation',
    description:
      'Bathroom renovators manage the full job, from demolition and waterproofing to tiling, plumbing, electrical work and fitting the vanity, shower and toilet. A good renovator coordinates the licensed trades and keeps the work in the right order. Waterproofing in wet areas must meet Australian Standard AS 3740.',
    icon: 'bath',
    popularRank: null,
  },
  {
    slug: 'bricklayer',
    name: 'Bricklayer',
    description:
      'Bricklayers build and repair walls, garden and retaining walls, letterboxes, barbecues and other brick or block structures. They also repoint mortar joints and repair cracked or damaged brickwork. In several states, bricklaying above a set value must be done by a licensed contractor.',
    icon: 'brick-wall',
    popularRank: null,
  },
  {
    slug: 'builder',
    name: 'Builder',
    description:
      'Builders manage new homes, extensions, second storeys and major renovations, coordinating the other trades and the approvals. In every state, most residential building work must be done by a licensed or registered builder, although thresholds and exemptions vary. In most states, larger jobs also need home warranty insurance, which the builder arranges before work starts.',
    icon: 'hard-hat',
    popularRank: null,
  },
  {
    slug: 'cabinet-maker',
    name: 'Cabinet Maker',
    description:
      'Cabinet makers design, build and install custom joinery such as kitchen cabinets, vanities, built-in wardrobes, entertainment units and shelving. Made-to-measure joinery suits awkward spaces where off-the-shelf units will not fit. Ask to see finished work and what materials and hardware they use.',
    icon: 'ruler',
    popularRank: null,
  },
  {
    slug: 'concreter',
    name: 'Concreter',
    description:
      'Concreters prepare, pour and finish concrete for driveways, paths, patios, house slabs and shed bases. Finishes include plain, coloured, stencilled, exposed aggregate and polished concrete. In some states, concreting above a set value must be done by a licensed contractor.',
    icon: 'cuboid',
    popularRank: null,
  },
  {
    slug: 'decking',
    name: 'Decking',
    description:
      'Decking builders design and build timber and composite decks, including the framing, stairs and balustrades. They also repair, sand and re-oil existing decks. Raised decks may need council approval, and larger jobs usually need a licensed contractor.',
    icon: 'rows-3',
    popularRank: null,
  },
  {
    slug: 'demolition',
    name: 'Demolition',
    description:
      'Demolition contractors safely pull down houses, sheds, garages, pools and internal walls, and clear the site afterwards. Demolition usually needs council approval, and many older homes contain asbestos that must be removed by a licensed asbestos removalist before work begins.',
    icon: 'construction',
    popularRank: null,
  },
  {
    slug: 'excavation',
    name: 'Excavation',
    description:
      'Excavation contractors use machinery such as bobcats and excavators for site cuts, trenching, levelling, footings and pool digs. They can also remove spoil and rock from site. A good operator checks for underground services through Before You Dig Australia before digging starts.',
    icon: 'mound-shovel',
    popularRank: null,
  },
  {
    slug: 'fencer',
    name: 'Fencer',
    description:
      'Fencers build and repair boundary, pool and garden fences in Colorbond steel, timber, aluminium, glass and brushwood, along with gates. Pool fences must meet Australian Standard AS 1926.1. When replacing a dividing fence, your state has rules about sharing the cost with your neighbour.',
    icon: 'fence',
    popularRank: null,
  },
  {
    slug: 'flooring',
    name: 'Flooring',
    description:
      'Flooring specialists supply and install timber, engineered, hybrid, laminate and vinyl floors, and sand and polish existing timber floors. They prepare the subfloor so the new floor sits flat and lasts. Ask whether removing the old flooring and fitting skirting or trims is included in the quote.',
    icon: 'layers',
    popularRank: null,
  },
  {
    slug: 'gasfitter',
    name: 'Gasfitter',
    description:
      'Gasfitters install, service and repair gas appliances and pipework, including cooktops, heaters, hot water systems and barbecue points. They also find and fix gas leaks and convert appliances between natural gas and LPG. Gas work must be done by a licensed gasfitter in every state.',
    icon: 'flame',
    popularRank: null,
  },
  {
    slug: 'glazier',
    name: 'Glazier',
    description:
      'Glaziers cut, install and repair glass in windows, doors, shower screens, splashbacks, mirrors and balustrades. They handle urgent broken-glass repairs and can upgrade windows to double glazing. Glass in homes must comply with Australian Standard AS 1288, which sets where safety glass is required.',
    icon: 'app-window',
    popularRank: null,
  },
  {
    slug: 'guttering',
    name: 'Guttering',
    description:
      'Gutter specialists install, replace and repair gutters, downpipes and fascia, and clean out blocked gutters. Gutter guard is a popular addition in leafy and bushfire-prone areas. In several states gutter and downpipe work counts as roof plumbing and must be done by a licensed plumber.',
    icon: 'cloud-rain',
    popularRank: null,
  },
  {
    slug: 'kitchen-renovation',
    name: 'Kitchen Renovation',
    description:
      'Kitchen renovators manage a new or updated kitchen from design to handover, including cabinetry, benchtops, splashbacks and installing appliances. They coordinate the licensed electricians, plumbers and gasfitters the job needs. Ask for a detailed quote listing what is and is not included.',
    icon: 'cooking-pot',
    popularRank: null,
  },
  {
    slug: 'landscaper',
    name: 'Landscaper',
    description:
      'Landscapers design and build outdoor spaces, including garden beds, turf, paving, retaining walls, irrigation and outdoor lighting. They can transform a whole yard or refresh a single area. In some states, structural landscaping such as retaining walls above a set value must be done by a licensed contractor.',
    icon: 'trees',
    popularRank: null,
  },
  {
    slug: 'locksmith',
    name: 'Locksmith',
    description:
      'Locksmiths get you back in when you are locked out, rekey and replace locks, cut keys and fit deadlocks, window locks and digital locks. Many offer emergency call-outs after hours. Several states, including NSW, require locksmiths to hold a security licence.',
    icon: 'key-round',
    popularRank: null,
  },
  {
    slug: 'pest-control',
    name: 'Pest Control',
    description:
      'Pest controllers treat cockroaches, ants, spiders, rodents, wasps and termites in homes and businesses. Termite inspections and barriers are common before buying a property and as ongoing protection. Pest management technicians must be licensed in every state.',
    icon: 'bug',
    popularRank: null,
  },
  {
    slug: 'plasterer',
    name: 'Plasterer',
    description:
      'Plasterers install and repair plasterboard walls and ceilings, cornices and bulkheads, and patch holes and cracks. They also repair sagging ceilings and restore decorative plaster in older homes. In some states, plastering above a set value must be done by a licensed contractor.',
    icon: 'paint-bucket',
    popularRank: null,
  },
  {
    slug: 'pool-maintenance',
    name: 'Pool Maintenance',
    description:
      'Pool technicians clean pools and spas, balance the water chemistry and service pumps, filters and chlorinators. Regular visits keep the water safe and stop green pools and equipment breakdowns. Pool safety barriers must comply with the rules in your state.',
    icon: 'waves-ladder',
    popularRank: null,
  },
  {
    slug: 'removalist',
    name: 'Removalist',
    description:
      'Removalists pack, load, move and unload furniture and belongings for local, interstate and office moves. Many also supply boxes, packing services and short-term storage. Check what insurance covers your goods in transit and whether the quote is by the hour or a fixed price.',
    icon: 'truck',
    popularRank: null,
  },
  {
    slug: 'roofer',
    name: 'Roofer',
    description:
      'Roofers repair and replace tiled and metal roofs, fix leaks, replace broken tiles and restore roofs with rebedding, repointing and painting. They also install skylights and whirlybirds. In many states roof plumbing on metal roofs must be done by a licensed plumber or roof plumber.',
    icon: 'house',
    popularRank: null,
  },
  {
    slug: 'rubbish-removal',
    name: 'Rubbish Removal',
    description:
      'Rubbish removalists clear household junk, green waste, old furniture, whitegoods and renovation waste, doing the lifting and loading for you. Many take usable items to charity and sort the rest for recycling. Asbestos cannot be collected as general waste and must be removed by a licensed asbestos removalist.',
    icon: 'trash',
    popularRank: null,
  },
  {
    slug: 'security-system-installer',
    name: 'Security System Installer',
    description:
      'Security installers fit and maintain alarm systems, CCTV cameras, video doorbells, intercoms and access control. They can connect systems to your phone and to monitoring services. Installers usually need a security licence in their state, and hardwired or data cabling work requires the appropriate electrical or cabling registration.',
    icon: 'cctv',
    popularRank: null,
  },
  {
    slug: 'shade-sails',
    name: 'Shade Sails',
    description:
      'Shade sail installers design and put up custom sails over patios, pools, driveways and play areas, including the posts and footings. They also replace worn sails and retension sagging ones. Larger sails may need engineering and council approval, so ask your installer.',
    icon: 'sun',
    popularRank: null,
  },
  {
    slug: 'solar-installer',
    name: 'Solar Installer',
    description:
      'Solar installers design and fit rooftop solar panel systems, inverters and home batteries, and service or repair existing systems. Connecting a system requires a licensed electrician. To claim the federal small-scale solar rebate, the system must be designed and installed by an accredited solar installer.',
    icon: 'solar-panel',
    popularRank: null,
  },
  {
    slug: 'tiler',
    name: 'Tiler',
    description:
      'Tilers lay and repair floor and wall tiles in bathrooms, kitchens, laundries, living areas and outdoors, including splashbacks and pool surrounds. They also regrout, reseal and replace cracked tiles. In some states, including NSW and Queensland, tiling above a set value must be done by a licensed contractor.',
    icon: 'grid-3x3',
    popularRank: null,
  },
  {
    slug: 'waterproofing',
    name: 'Waterproofing',
    description:
      'Waterproofers seal showers, bathrooms, laundries, balconies, planter boxes and basements to stop leaks and the damage they cause. They also repair failed membranes behind leaking showers. Wet area waterproofing must meet Australian Standard AS 3740, and some states, including NSW and Queensland, license waterproofers.',
    icon: 'umbrella',
    popularRank: null,
  },
];
