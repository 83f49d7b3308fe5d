import { serviceIconKeys } from '@trademate/shared/constants/service-icons';

const known = new Set<string>(serviceIconKeys);

/** A service's icon, a static SVG drawn at build time (see vite/service-icons-plugin.ts). */
export function ServiceIcon({ icon, className }: { icon: string; className?: string }) {
  const key = known.has(icon) ? icon : 'wrench';
  return <img src={`/service-icons/${key}.svg`} alt="" aria-hidden="true" className={className} />;
}
