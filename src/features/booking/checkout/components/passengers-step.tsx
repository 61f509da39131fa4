import { Fieldset, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Fieldset.css';
import type { UseFormReturnType } from '@mantine/form';
import { SexRadioGroup } from '@/ui/sex-radio-group';
import { passengersFilled, passengersFormSchema, type PassengersForm } from '../checkout-schemas';
import { useStepForm } from '../use-step-form';
import { StepActions } from './step-actions';

type Props = {
  initial: PassengersForm;
  /** Spec 1 §2: a signed-in customer's own gender comes from their profile and is read-only. */
  mainGenderLocked?: boolean;
  onBack: () => void;
  onProceed: () => void;
};

/** Step 2, Passenger Details: the main passenger, then 'Passenger #n' for each extra adult. */
export function PassengersStep({ initial, mainGenderLocked = false, onBack, onProceed }: Props) {
  const { form, onSubmit } = useStepForm<PassengersForm>({
    initial,
    schema: passengersFormSchema,
    toDraft: (draft, value) => ({ ...draft, passengers: value.passengers }),
    onProceed,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={2}>Passenger Details</Title>
        <Text>Please enter name as they appear on identification document</Text>
        {form.values.passengers.map((_, index) =>
          index === 0 ? (
            <div key={form.key('passengers.0')} role="group" aria-label="Main passenger">
              <PassengerFields form={form} index={0} genderLocked={mainGenderLocked} />
            </div>
          ) : (
            <Fieldset key={form.key(`passengers.${index}`)} legend={`Passenger #${index + 1}`}>
              <PassengerFields form={form} index={index} />
            </Fieldset>
          ),
        )}
        <StepActions onBack={onBack} proceedDisabled={!passengersFilled(form.values)} />
      </Stack>
    </form>
  );
}

function PassengerFields({ form, index, genderLocked = false }: { form: UseFormReturnType<PassengersForm>; index: number; genderLocked?: boolean }) {
  const gender = form.getInputProps(`passengers.${index}.gender`);
  return (
    <Stack gap="sm">
      <TextInput label="Full Name" autoComplete={index === 0 ? 'name' : 'off'} required {...form.getInputProps(`passengers.${index}.fullName`)} />
      <SexRadioGroup
        label="Gender"
        disabled={genderLocked}
        description={genderLocked ? 'From your profile' : undefined}
        value={gender.value}
        onChange={(value) => form.setFieldValue(`passengers.${index}.gender`, value)}
        error={gender.error}
      />
    </Stack>
  );
}
