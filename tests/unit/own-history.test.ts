import { describe, expect, it, vi } from 'vitest';
import { ownHistory } from '../../src/lib/browser/own-history';
import { fakeAddressBar } from '../support/fake-address-bar';

describe('ownHistory', () => {
  it('pushes a new entry or replaces the current one, keeping the entry state', () => {
    const bar = fakeAddressBar('/readings/');
    const pushState = vi.spyOn(bar.env.history, 'pushState');
    const replaceState = vi.spyOn(bar.env.history, 'replaceState');
    const entries = ownHistory(bar.env);
    entries.write('/readings/?search=a', 'push');
    entries.write('/readings/?search=ab', 'replace');
    expect(bar.entries()).toEqual(['/readings/', '/readings/?search=ab']);
    expect(pushState).toHaveBeenCalledWith(null, '', '/readings/?search=a');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/readings/?search=ab');
  });

  it('calls back on Back and Forward to another address, never for a fragment of the state shown', () => {
    const bar = fakeAddressBar('/lab/');
    const entries = ownHistory(bar.env);
    const moves: string[] = [];
    entries.mark();
    const stop = entries.follow(() => void moves.push(bar.address()));
    entries.write('/lab/?page=2', 'push');
    bar.fragment('#history');
    bar.back();
    expect(moves).toEqual([]);
    bar.back();
    expect(moves).toEqual(['/lab/']);
    bar.forward();
    expect(moves).toEqual(['/lab/', '/lab/?page=2']);
    stop();
    bar.back();
    expect(moves).toHaveLength(2);
  });

  it('keeps the state shown when the callback declines an address, and takes a marked one', () => {
    const bar = fakeAddressBar('/readings/');
    const entries = ownHistory(bar.env);
    const moves: string[] = [];
    entries.mark();
    entries.follow(() => {
      moves.push(bar.address());
      return !bar.address().startsWith('/elsewhere');
    });
    entries.write('/readings/?status=read', 'push');
    bar.env.history.pushState(null, '', '/elsewhere/');
    bar.back();
    expect(moves).toEqual([]);
    bar.forward();
    expect(moves).toEqual(['/elsewhere/']);
    // Declined: the list still shows `?status=read`, so Back to it is no move.
    bar.back();
    expect(moves).toEqual(['/elsewhere/']);
    bar.back();
    expect(moves).toEqual(['/elsewhere/', '/readings/']);
    // A page shown without a write (the address already says it) is marked as the state shown.
    bar.env.history.pushState(null, '', '/readings/?page=3');
    entries.mark();
    bar.fragment('#top');
    bar.back();
    expect(moves).toEqual(['/elsewhere/', '/readings/']);
  });
});
