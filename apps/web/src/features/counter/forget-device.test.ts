import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetThisDevice } from '../../lib/forget-device';
import { buildCompletedMembership } from '../../testing/factories';
import { counterCardOf, readSavedCard, saveCard } from './saved-card';

describe('forgetting the device when a session ends', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('removes the saved card, unregisters the worker and deletes only its caches', async () => {
    window.localStorage.setItem('arx.counter_card', '{"user_id":1}');
    window.localStorage.setItem('arx.auth_token', 'kept by sign-out itself');
    const unregister = vi.fn().mockResolvedValue(true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }]) },
    });
    const deleted: string[] = [];
    Object.defineProperty(globalThis, 'caches', {
      configurable: true,
      value: {
        keys: vi.fn().mockResolvedValue(['arx-shell-abc123', 'someone-elses']),
        delete: vi.fn(async (name: string) => deleted.push(name) > 0),
      },
    });

    await forgetThisDevice();

    expect(window.localStorage.getItem('arx.counter_card')).toBeNull();
    expect(window.localStorage.getItem('arx.auth_token')).not.toBeNull();
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual(['arx-shell-abc123']);
  });

  it('removes the very card the app saved', async () => {
    const issuer = {
      processor_name: 'Demo Rx Processing',
      rx_pcn: null,
      helpdesk_phone: '1-800-555-0134',
      member_services_phone: '1-888-555-0100',
      website_label: 'arxsavingsclub.com',
      website_url: 'https://arxsavingsclub.com',
    };
    saveCard(counterCardOf(1, buildCompletedMembership(), issuer));
    expect(readSavedCard(1)).not.toBeNull();
    await forgetThisDevice();
    expect(readSavedCard(1)).toBeNull();
  });

  it('still removes the card where the browser has no service workers or caches', async () => {
    window.localStorage.setItem('arx.counter_card', '{"user_id":1}');
    await expect(forgetThisDevice()).resolves.toBeUndefined();
    expect(window.localStorage.getItem('arx.counter_card')).toBeNull();
  });
});
