import '@/ui/overlay-styles';
import { useState } from 'react';
import { Autocomplete, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLACE_SEARCH_DEBOUNCE_MS, PLACE_SEARCH_MIN_CHARS, type PlaceDetails, type PlaceSuggestion } from '@contract/maps';
import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';
import { placeDetailsQueryOptions } from '../api/get-place-details';
import { placeSuggestionsQueryOptions } from '../api/get-place-suggestions';
import type { PlaceInput } from '../panel-state';
import { newSessionToken } from '../session-token';

type Props = {
  label: string;
  value: PlaceInput;
  onChange: (value: PlaceInput) => void;
  /** The panel's word on text typed but no place chosen, shown once the field was left. */
  problem?: string;
  placeholder: string;
};

/** A failed call's sentence: the server's, or plainly that it needs a connection. */
const failureText = (error: unknown) => (isNoConnection(error) ? OFFLINE_MESSAGE : errorMessage(error));

/**
 * An address with suggestions (spec 1 §5 'Location search', spec 2 §7.4): from 3 characters,
 * 500 ms after the last key, Nigerian places; choosing one asks for its details and keeps the
 * formatted address and place id. Each search session has its own 15-character token, ended by
 * the details of the place chosen.
 */
export function PlaceField({ label, value, onChange, problem, placeholder }: Props) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(newSessionToken);
  const [left, setLeft] = useState(false);
  const typed = value.text.trim();
  const [debounced] = useDebouncedValue(typed, PLACE_SEARCH_DEBOUNCE_MS);
  const details = useMutation({ mutationFn: (suggestion: PlaceSuggestion) => queryClient.fetchQuery(placeDetailsQueryOptions(suggestion.place_id, token)) });
  // Callbacks per call, so a choice overtaken by typing (reset) does not land afterwards.
  const choose = (suggestion: PlaceSuggestion) =>
    details.mutate(suggestion, {
      onSuccess: (place: PlaceDetails) => {
        onChange({ text: place.formatted_address, place: { address: place.formatted_address, placeId: place.place_id } });
        // The session ends with the details: the next search is a new one.
        setToken(newSessionToken());
      },
    });
  // No search while a place is chosen, or being chosen (its description is in the field meanwhile).
  const searching = value.place === null && !details.isPending && debounced === typed && debounced.length >= PLACE_SEARCH_MIN_CHARS;
  const suggestions = useQuery({ ...placeSuggestionsQueryOptions(debounced, token), enabled: searching });
  const options = searching ? (suggestions.data ?? []) : [];
  const descriptions = [...new Set(options.map((s) => s.description))];
  const none = searching && suggestions.isSuccess && options.length === 0;
  const failure = details.isError ? failureText(details.error) : searching && suggestions.isError ? failureText(suggestions.error) : undefined;
  const waiting = details.isPending || (searching && suggestions.isFetching) || (value.place === null && typed !== debounced && typed.length >= PLACE_SEARCH_MIN_CHARS);

  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      required
      value={value.text}
      onChange={(text) => {
        // Choosing puts the suggestion's text in the field too: only other text overtakes the choice.
        if (details.isPending && text !== details.variables?.description) details.reset();
        onChange({ text, place: value.place });
      }}
      onBlur={() => setLeft(true)}
      data={descriptions}
      // The server has matched already; Mantine's own filter would hide what it found for letters typed since.
      filter={({ options: all }) => all}
      onOptionSubmit={(description) => {
        const suggestion = options.find((s) => s.description === description);
        if (suggestion) choose(suggestion);
      }}
      renderOption={({ option }) => <OptionText suggestion={options.find((s) => s.description === option.value)} fallback={option.value} />}
      rightSection={waiting ? <Loader size="xs" aria-label="Looking for places" /> : null}
      // An empty field is named under Proceed; a typed place not chosen is named here once the field is left.
      // Not while the chosen place's details are on their way: a tap on the next field must not move it.
      error={failure ?? (left && value.place === null && typed !== '' && !details.isPending ? problem : undefined)}
      description={
        value.place === null && typed.length > 0 && typed.length < PLACE_SEARCH_MIN_CHARS
          ? `Type at least ${PLACE_SEARCH_MIN_CHARS} characters to see places.`
          : none
            ? 'No place in Nigeria matches that. Try another spelling or a nearby town.'
            : undefined
      }
      autoComplete="off"
      maxDropdownHeight={280}
      // In the page, not a portal at the end of <body>: the suggestions stay inside the page's landmarks.
      comboboxProps={{ withinPortal: false }}
    />
  );
}

function OptionText({ suggestion, fallback }: { suggestion: PlaceSuggestion | undefined; fallback: string }) {
  if (!suggestion) return <Text size="sm">{fallback}</Text>;
  return (
    <div>
      <Text size="sm" fw={600}>{suggestion.main_text}</Text>
      {suggestion.secondary_text ? <Text size="xs" c="dimmed">{suggestion.secondary_text}</Text> : null}
    </div>
  );
}
