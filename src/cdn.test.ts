describe('CDN entry', () => {
  it('defines every element when loaded', async () => {
    expect(customElements.get('cinema-festival-pass')).toBeUndefined();
    const cdn = await import('./cdn');
    expect(customElements.get('cinema-festival-pass')).toBe(cdn.FestivalPassElement);
  });

  it('tolerates a second copy on the same page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('./cdn');
    vi.resetModules();
    const second = await import('./cdn');
    expect(customElements.get('cinema-festival-pass')).not.toBe(second.FestivalPassElement);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<cinema-festival-pass> is already defined'),
    );
  });
});
