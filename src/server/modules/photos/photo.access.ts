import type { Actor } from '../../plugins/auth';
import type { AppContext } from '../../lib/context';

/** The photo renditions a viewer may load for one member; URLs are signed for that viewer and expire. */
export type PhotoUrls = {
  /** The primary photo's thumbnail (clear or blurred as privacy decides), or null when none may be shown. */
  thumb: string | null;
  /** True when the viewer only gets the blurred rendition. */
  blurred: boolean;
};

/**
 * For each owner id, what photo the viewer may see (issue #3 photo privacy, decided on the server).
 * Placeholder contract owned by the photos module: returns no photo until that module fills it in.
 */
export async function primaryPhotosFor(
  _ctx: AppContext,
  _viewer: Actor,
  ownerIds: string[],
): Promise<Map<string, PhotoUrls>> {
  return new Map(ownerIds.map((id) => [id, { thumb: null, blurred: false }]));
}
