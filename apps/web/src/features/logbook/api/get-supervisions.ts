import type { SupervisionList } from '@trademate/shared/schemas/logbook';
import { api } from '@/lib/api';
import { supervisionsTag } from './logbook-tags';

export const getSupervisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in person's logbook links (`GET /logbook/supervisions`): an apprentice's
     * supervisors, or the apprentices a professional supervises or was asked to, with how many
     * entries wait on each.
     */
    getSupervisions: build.query<SupervisionList, void>({
      query: () => '/logbook/supervisions',
      providesTags: [supervisionsTag],
    }),
  }),
});

export const { useGetSupervisionsQuery } = getSupervisionsApi;
