/** 'Follower' or 'Followers': the plural only when the count is over 1 (spec part 2 §2 follow lists). */
export const countLabel = (count: number, singular: string): string => (count > 1 ? `${singular}s` : singular);
