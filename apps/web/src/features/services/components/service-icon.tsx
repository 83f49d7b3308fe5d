import {
  AirVent,
  Antenna,
  AppWindow,
  Bath,
  BrickWall,
  Bug,
  Cctv,
  CloudRain,
  Construction,
  CookingPot,
  Cuboid,
  Droplets,
  Fence,
  Flame,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  KeyRound,
  Layers,
  MoundShovel,
  PaintBucket,
  PaintRoller,
  Rows3,
  Ruler,
  SolarPanel,
  Sparkles,
  Sprout,
  Sun,
  Toolbox,
  Trash,
  TreeDeciduous,
  Trees,
  Truck,
  Umbrella,
  WashingMachine,
  WavesLadder,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceIconKey } from '@trademate/shared/constants/service-icons';

/** Explicit imports keep the bundle to the icons services actually use (no dynamic lookup). */
const serviceIcons: Record<ServiceIconKey, LucideIcon> = {
  zap: Zap,
  droplets: Droplets,
  flame: Flame,
  hammer: Hammer,
  'paint-roller': PaintRoller,
  'paint-bucket': PaintBucket,
  'grid-3x3': Grid3x3,
  house: House,
  'hard-hat': HardHat,
  'cloud-rain': CloudRain,
  umbrella: Umbrella,
  trees: Trees,
  sprout: Sprout,
  'tree-deciduous': TreeDeciduous,
  'air-vent': AirVent,
  'key-round': KeyRound,
  sparkles: Sparkles,
  'brick-wall': BrickWall,
  cuboid: Cuboid,
  construction: Construction,
  'mound-shovel': MoundShovel,
  fence: Fence,
  'app-window': AppWindow,
  toolbox: Toolbox,
  ruler: Ruler,
  'cooking-pot': CookingPot,
  bath: Bath,
  layers: Layers,
  'rows-3': Rows3,
  bug: Bug,
  'waves-ladder': WavesLadder,
  'solar-panel': SolarPanel,
  truck: Truck,
  trash: Trash,
  antenna: Antenna,
  cctv: Cctv,
  sun: Sun,
  'washing-machine': WashingMachine,
  wrench: Wrench,
};

/** Own-property check, so keys like 'constructor' from the prototype never count as icons. */
function isServiceIconKey(icon: string): icon is ServiceIconKey {
  return Object.hasOwn(serviceIcons, icon);
}

/**
 * Draws a service's icon. The key arrives from the API as a plain string, so an unknown key falls
 * back to a generic wrench instead of breaking the page. Decorative: the service name is the label.
 */
export function ServiceIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = isServiceIconKey(icon) ? serviceIcons[icon] : Wrench;
  return <Icon className={className} aria-hidden="true" />;
}
