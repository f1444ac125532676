import { z } from 'zod';
import { pageQueryFields, str } from './common';

/** What the staff review queues of files (photos, horoscope charts; docs/horoscope.md#chart) share. */

/** The paging of a staff review queue of files (photos, horoscope charts): 12 a page, at most 60. */
export const fileQueuePaging = pageQueryFields(12, 60);

/** The member beside a file in a staff review queue (photos, horoscope charts). */
export const fileQueueMemberSchema = z.object({
  registration_no: str(),
  first_name: str(),
  last_name: str(),
  gender: str(),
  age: z.number().nullable(),
  user_role: str(),
});
