/** The length of a professional's public reply to a review. */
export const REVIEW_REPLY_MIN_LENGTH = 2;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
