/** One unit of competency as seeded: its trade (a service's slug), its code and its title. */
export interface LogbookUnitSeed {
  serviceSlug: string;
  code: string;
  title: string;
}

/**
 * Units of competency apprentices most often log on the job, from the Certificate III
 * qualifications of four trades (training.gov.au): UEE30820 Electrotechnology Electrician,
 * CPC32420 Plumbing, CPC30220 Carpentry and CPC30620 Painting and Decorating. Staff add the rest
 * of a qualification, or other trades, in the console; a unit they change is theirs from then on.
 */
export const logbookUnitsCatalogue: readonly LogbookUnitSeed[] = [
  {
    serviceSlug: 'electrician',
    code: 'UEECD0007',
    title: 'Apply work health and safety regulations, codes and practices in the workplace',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEECD0019',
    title: 'Fabricate, assemble and dismantle utilities industry components',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEECD0020',
    title: 'Fix and secure electrotechnology equipment',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEECD0051',
    title: 'Use drawings, diagrams, schedules, standards, codes and specifications',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEEEL0012',
    title: 'Install low voltage wiring and accessories',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEEEL0014',
    title: 'Isolate, test and troubleshoot low voltage electrical circuits',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEEEL0023',
    title: 'Terminate cables, cords and accessories for low voltage circuits',
  },
  {
    serviceSlug: 'electrician',
    code: 'UEERE0001',
    title: 'Apply environmentally and sustainable procedures in the energy sector',
  },
  {
    serviceSlug: 'plumber',
    code: 'CPCCWHS2001',
    title: 'Apply WHS requirements, policies and procedures in the construction industry',
  },
  { serviceSlug: 'plumber', code: 'CPCPCM2043', title: 'Carry out WHS requirements' },
  { serviceSlug: 'plumber', code: 'CPCPCM2055', title: 'Work safely on roofs' },
  { serviceSlug: 'plumber', code: 'CPCPDR3021', title: 'Locate and clear blockages' },
  {
    serviceSlug: 'plumber',
    code: 'CPCPDR3022',
    title: 'Install stormwater and sub-soil drainage systems',
  },
  { serviceSlug: 'plumber', code: 'CPCPWT3021', title: 'Set out and install water services' },
  {
    serviceSlug: 'plumber',
    code: 'CPCPWT3022',
    title: 'Install and commission water heating systems and adjust controls and devices',
  },
  { serviceSlug: 'carpenter', code: 'CPCCCA2002', title: 'Use carpentry tools and equipment' },
  { serviceSlug: 'carpenter', code: 'CPCCCA2011', title: 'Handle carpentry materials' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3002', title: 'Carry out setting out' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3003', title: 'Install flooring systems' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3004', title: 'Construct and erect wall frames' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3005', title: 'Construct ceiling frames' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3006', title: 'Erect roof trusses' },
  { serviceSlug: 'carpenter', code: 'CPCCCA3010', title: 'Install windows and doors' },
  {
    serviceSlug: 'painter',
    code: 'CPCCPD2012',
    title: 'Use painting and decorating tools and equipment',
  },
  {
    serviceSlug: 'painter',
    code: 'CPCCPD3021',
    title: 'Prepare existing coated surface for painting',
  },
  { serviceSlug: 'painter', code: 'CPCCPD3022', title: 'Apply paint by brush and roller' },
  { serviceSlug: 'painter', code: 'CPCCPD3024', title: 'Apply paint by spray' },
  { serviceSlug: 'painter', code: 'CPCCPD3025', title: 'Match specific paint colours' },
  { serviceSlug: 'painter', code: 'CPCCPD3027', title: 'Remove and apply wallpaper' },
  {
    serviceSlug: 'painter',
    code: 'CPCCPD3031',
    title: 'Work safely with lead-painted surfaces in the painting industry',
  },
];
