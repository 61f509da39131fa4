import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

type Props = Omit<PasswordInputProps, 'label'> & { label: string };

/** A password input whose show/hide toggle is a real, focusable button named after the field. */
export function PasswordField({ label, ...props }: Props) {
  return (
    <PasswordInput
      label={label}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
    />
  );
}
