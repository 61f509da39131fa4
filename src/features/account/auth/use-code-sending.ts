import { useState } from 'react';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { failureText } from './failure-text';

type Options<Target, SendInput, VerifyInput> = {
  send: UseMutationOptions<string, Error, SendInput>;
  verify: UseMutationOptions<string, Error, VerifyInput>;
  /** What the send call takes for a target. */
  sendInput: (target: Target) => SendInput;
  onSent: (target: Target) => void;
  /** Back to choosing the target ('change number', 'change email'). */
  onChange: () => void;
  /** What a failure says when the device is offline. */
  offline: string;
};

/**
 * A one-time code sent to a target and then checked (sign-up, password reset, e-mail confirmation):
 * sending and resending, going back to change the target, and what the OTP modal shows.
 */
export function useCodeSending<Target, SendInput, VerifyInput>({ send: sendOptions, verify: verifyOptions, sendInput, onSent, onChange, offline }: Options<Target, SendInput, VerifyInput>) {
  const [info, setInfo] = useState<string | null>(null);
  const send = useMutation(sendOptions);
  const verify = useMutation(verifyOptions);
  const sendError = send.isError ? failureText(send.error, offline) : null;
  return {
    send,
    verify,
    sendError,
    sendCode: (target: Target) => {
      verify.reset();
      send.mutate(sendInput(target), {
        onSuccess: (message) => {
          setInfo(message);
          onSent(target);
        },
      });
    },
    change: () => {
      send.reset();
      verify.reset();
      setInfo(null);
      onChange();
    },
    /** The OTP modal's verifying, resending, error and info. */
    status: {
      verifying: verify.isPending,
      resending: send.isPending,
      error: verify.isError ? failureText(verify.error, offline) : sendError,
      info,
    },
  };
}
