import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SettingsPage } from '@/features/account/settings/settings-page';
import { SETTINGS_TABS } from '@/features/account/settings/settings-tabs';
import { guestsGoHome } from '@/features/account/signed-in/guards';
import { ChangePinTab, ResetPinTab } from '@/features/wallet/settings/wallet-pin-tabs';
import { AccountLayout } from '@/ui/shell/account-layout';

/** ?tab=password opens Change Password, ?tab=reset-pin Reset Wallet Pin (a reload keeps the tab). */
const searchSchema = v.object({ tab: v.fallback(v.optional(v.picklist(SETTINGS_TABS)), undefined) });

export const Route = createFileRoute('/setting')({
  validateSearch: searchSchema,
  beforeLoad: guestsGoHome,
  // No loader prefetch: a loader stays in the main bundle with what it imports; the screen asks.
  // The route composes the two features: account's settings, the wallet's PIN tabs.
  component: function SettingRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AccountLayout>
        <SettingsPage
          tab={tab ?? 'profile'}
          onTab={(next) => void navigate({ search: { tab: next === 'profile' ? undefined : next }, replace: true })}
          changePin={<ChangePinTab />}
          resetPin={<ResetPinTab />}
        />
      </AccountLayout>
    );
  },
});
