import { List, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { PASSWORD_POLICY, PASSWORD_POLICY_TEXT } from './password-rules';

/** The policy under a new-password field, each rule ticked as it is met (read out politely). */
export function PasswordPolicy({ password, id }: { password: string; id: string }) {
  return (
    <div id={id}>
      <Text size="sm" c="dimmed">{PASSWORD_POLICY_TEXT}</Text>
      <List size="sm" mt={4} spacing={2} listStyleType="none" aria-label="Password rules" aria-live="polite">
        {PASSWORD_POLICY.map((rule) => {
          const met = rule.met(password);
          return (
            <List.Item key={rule.id} c={met ? 'freely.7' : 'dimmed'}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {rule.label}
              <VisuallyHidden>{met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
