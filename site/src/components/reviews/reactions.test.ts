import { describe, expect, it } from 'vitest';
import { reactedComment, toggledReviewLike } from './reactions';

const comment = (reaction_type: 'like' | 'dislike' | null, likes_count = 3, dislikes_count = 2) => ({
  reaction_type,
  reacted: reaction_type !== null,
  likes_count,
  dislikes_count,
});

describe('the reaction rules (docs/product.md, "Reactions")', () => {
  it('a like on a review toggles reacted and moves the count by one', () => {
    const liked = toggledReviewLike({ reacted: false, likes_count: 4 });
    expect(liked).toEqual({ reacted: true, likes_count: 5 });
    expect(toggledReviewLike(liked)).toEqual({ reacted: false, likes_count: 4 });
  });

  it('a first reaction on a comment sets it and raises its count', () => {
    expect(reactedComment(comment(null), 'like')).toEqual(comment('like', 4, 2));
    expect(reactedComment(comment(null), 'dislike')).toEqual(comment('dislike', 3, 3));
  });

  it('the same reaction again clears it and lowers its count', () => {
    expect(reactedComment(comment('like'), 'like')).toEqual(comment(null, 2, 2));
    expect(reactedComment(comment('dislike'), 'dislike')).toEqual(comment(null, 3, 1));
  });

  it('the other reaction switches it and adjusts both counts', () => {
    expect(reactedComment(comment('like'), 'dislike')).toEqual(comment('dislike', 2, 3));
    expect(reactedComment(comment('dislike'), 'like')).toEqual(comment('like', 4, 1));
  });

  it('never counts below zero', () => {
    expect(reactedComment(comment('like', 0, 0), 'like')).toEqual(comment(null, 0, 0));
  });
});
