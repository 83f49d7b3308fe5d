import pLimit from 'p-limit';

/**
 * Decoding and re-encoding an image takes a core for a moment: uploads from many people at once
 * take their turn, one image at a time, so they never starve every other request of CPU. Each
 * caller's own rate limit keeps the queue short.
 */
export const imageWork = pLimit(1);
