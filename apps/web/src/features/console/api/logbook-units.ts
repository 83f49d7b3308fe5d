import type {
  LogbookUnit,
  LogbookUnitInput,
  LogbookUnitList,
} from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

/** A unit's change shows in the audit log too. */
const changed = [
  { type: 'staff' as const, id: 'LOGBOOK_UNITS' },
  { type: 'staff' as const, id: 'AUDIT' },
];

const logbookUnitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsoleLogbookUnits: build.query<LogbookUnitList, void>({
      query: () => '/admin/logbook/units',
      providesTags: [{ type: 'staff', id: 'LOGBOOK_UNITS' }],
    }),
    addLogbookUnit: build.mutation<LogbookUnit, LogbookUnitInput>({
      query: (body) => ({ url: '/admin/logbook/units', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    updateLogbookUnit: build.mutation<LogbookUnit, LogbookUnitInput & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/logbook/units/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
  }),
});

export const {
  useGetConsoleLogbookUnitsQuery,
  useAddLogbookUnitMutation,
  useUpdateLogbookUnitMutation,
} = logbookUnitsApi;
