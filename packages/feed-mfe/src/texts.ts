// Texts of the feed remote that the spec quotes (part 1 §2 and §8); shared texts live in
// @upclub/shared/constants.
export const POST_NOT_FOUND = 'Post not found';
