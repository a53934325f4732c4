import { claimSlot } from './elementSlot';

describe('claimSlot', () => {
  it('gives each live owner of a scope its own slot, the lowest free one', () => {
    const a = { isConnected: true };
    const b = { isConnected: true };
    expect(claimSlot('s1', a)).toBe(0);
    expect(claimSlot('s1', b)).toBe(1);
    expect(claimSlot('s1', a)).toBe(0);
    expect(claimSlot('other', b)).toBe(0);
  });

  it('hands the slot of an owner that left the page to the next one', () => {
    const gone = { isConnected: true };
    claimSlot('s2', gone);
    gone.isConnected = false;
    expect(claimSlot('s2', { isConnected: true })).toBe(0);
  });
});
