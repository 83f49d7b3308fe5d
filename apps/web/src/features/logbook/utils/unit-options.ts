import type { LogbookUnit } from '@trademate/shared/schemas/logbook';

export interface UnitOption {
  _id: string;
  code: string;
  title: string;
  /** The trade it belongs to, for grouping. */
  service: string;
}

/**
 * The units an apprentice may choose: those the catalogue does not hide, and those the entry
 * being edited already names (a unit hidden since stays on the entries that name it).
 */
export function unitOptionsOf(
  units: readonly LogbookUnit[],
  named: readonly { _id: string; code: string; title: string }[] = [],
): UnitOption[] {
  const options = units
    .filter((unit) => !unit.hidden || named.some((kept) => kept._id === unit._id))
    .map((unit) => ({
      _id: unit._id,
      code: unit.code,
      title: unit.title,
      service: unit.service.name,
    }));
  const missing = named
    .filter((kept) => !options.some((option) => option._id === kept._id))
    .map((kept) => ({ ...kept, service: 'Other units' }));
  return [...options, ...missing];
}
