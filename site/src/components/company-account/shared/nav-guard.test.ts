import { describe, expect, it, vi } from 'vitest';
import { createNavGuard } from './nav-guard';

const guard = (leaving = false) => {
  const deps = { toSignIn: vi.fn(), toHome: vi.fn(), isLeaving: () => leaving };
  return { ...deps, nav: createNavGuard(deps) };
};

describe('the admin area’s guard', () => {
  it('sends a visitor who arrives signed out to sign in', () => {
    const { nav, toSignIn, toHome } = guard();
    nav.see(null);
    expect(toSignIn).toHaveBeenCalledOnce();
    expect(toHome).not.toHaveBeenCalled();
  });

  it('lets the signed-in owner stay, and leads home once they sign out', () => {
    const { nav, toSignIn, toHome } = guard();
    nav.see('token-1');
    nav.see('token-2');
    expect(toHome).not.toHaveBeenCalled();
    nav.see(null);
    expect(toHome).toHaveBeenCalledOnce();
    expect(toSignIn).not.toHaveBeenCalled();
  });

  it('does nothing while the page already sends the visitor to sign in', () => {
    const { nav, toSignIn, toHome } = guard(true);
    nav.see(null);
    expect(toSignIn).not.toHaveBeenCalled();
    expect(toHome).not.toHaveBeenCalled();
  });
});
