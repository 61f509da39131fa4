import '@/ui/overlay-styles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { CASHBACK_RATE, WALLET_MESSAGES } from '@contract/wallet';
import type { WalletSetup } from '../use-wallet-setup';
import { walletFailureText } from '../wallet-failure';
import { CreatePinModal } from './create-pin-modal';
import { OtpModal } from './otp-modal';

const modal = { centered: true, closeButtonProps: { 'aria-label': 'Close' } } as const;

/** The modals of wallet set-up (spec 1 §2 Wallet, §4): welcome, OTP, PIN and confirm, mismatch, success with the fund prompt. */
export function SetupModals({ setup, onFund }: { setup: WalletSetup; onFund: () => void }) {
  const { state, dispatch, close } = setup;
  return (
    <>
      <Modal opened={state.step === 'welcome'} onClose={close} title="Create your transaction PIN" {...modal}>
        <Stack gap="md">
          <Text>Your wallet is ready. Pay for trips with it using a 4-digit transaction PIN, and earn {CASHBACK_RATE * 100}% cashback on every trip.</Text>
          <Text>We have sent a 6-digit OTP to your phone number and e-mail address to confirm it is you.</Text>
          <Button onClick={() => dispatch({ type: 'continue' })} data-autofocus>Continue</Button>
        </Stack>
      </Modal>
      <OtpModal
        opened={state.step === 'otp'}
        title="Enter OTP"
        onClose={close}
        onProceed={(otp) => dispatch({ type: 'otp-entered', otp })}
        onRequestAgain={setup.requestAgain}
        requesting={setup.resend.isPending}
        error={setup.resend.isError ? walletFailureText(setup.resend.error) : state.error}
        info={setup.resend.isSuccess ? WALLET_MESSAGES.otpSent : null}
      />
      <CreatePinModal
        opened={state.step === 'pin'}
        onClose={close}
        creating={setup.creating}
        error={state.error}
        onMismatch={() => dispatch({ type: 'mismatch' })}
        onCreate={setup.createPin}
      />
      <Modal opened={state.step === 'mismatch'} onClose={close} title={WALLET_MESSAGES.createMismatch} {...modal}>
        <Stack gap="md">
          <Text>The two PINs are different. Enter the same 4 digits in both fields.</Text>
          <Button onClick={() => dispatch({ type: 'try-again' })} data-autofocus>Try Again</Button>
        </Stack>
      </Modal>
      {/* Spec 1 §4 ends set-up with 'Pin reset successfully, kindly login.' and /login: a customer
          already signed in would be sent to sign in again for nothing. The PIN is set; they stay here. */}
      <Modal opened={state.step === 'done'} onClose={close} title="Wallet PIN created" {...modal}>
        <Stack gap="md">
          <Text>Your transaction PIN is set. You can now pay for trips with your wallet.</Text>
          <Text fw={600}>Fund your wallet now?</Text>
          <Group>
            <Button
              onClick={() => {
                close();
                onFund();
              }}
              data-autofocus
            >
              Fund wallet
            </Button>
            <Button variant="light" onClick={close}>Skip</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
