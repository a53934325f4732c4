import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  it('asks for an idle callback with a deadline when the browser has them', () => {
    const requestIdle = vi.fn<typeof requestIdleCallback>(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdle);
    onTestFinished(() => void vi.unstubAllGlobals());
    const task = vi.fn();
    whenIdle(task, 250);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 250 });
    expect(task).not.toHaveBeenCalled();
    requestIdle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task later where there are none (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    onTestFinished(() => void vi.unstubAllGlobals());
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
