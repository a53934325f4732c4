import { pressThen } from './pressThen';

describe('pressThen', () => {
  it('shows the control pressed at once and runs the change in a task after, pressed no more', async () => {
    const control = document.createElement('button');
    const seen: Array<string | null> = [];
    const change = vi.fn(() => seen.push(control.getAttribute('data-pressed')));
    pressThen({ currentTarget: control }, change);
    expect(control).toHaveAttribute('data-pressed', '');
    await Promise.resolve();
    expect(change).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(change).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([null]);
    expect(control).not.toHaveAttribute('data-pressed');
  });

  it('runs every press in order, and a press whose control has left the page still counts', async () => {
    const control = document.createElement('button');
    document.body.append(control);
    const order: number[] = [];
    pressThen({ currentTarget: control }, () => order.push(1));
    pressThen({ currentTarget: control }, () => order.push(2));
    control.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([1, 2]);
  });
});
