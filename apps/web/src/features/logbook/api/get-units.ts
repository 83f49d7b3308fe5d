import type { LogbookUnitList } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';

const getUnitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The units of competency of the apprentice's trades (`GET /logbook/units`). */
    getLogbookUnits: build.query<LogbookUnitList, void>({
      query: () => '/logbook/units',
      providesTags: [{ type: 'logbookUnit', id: 'LIST' }],
    }),
  }),
});

export const { useGetLogbookUnitsQuery } = getUnitsApi;
