import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { Button, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorFields, memberDetailsFields, useSession, type CurrentUser } from '@booknook/platform';
import { messages } from '../../../messages';
import { saveProfile } from '../account-api';
import { FormField } from './form-field';
import { Pair, Section } from './section';

const t = messages.profile;
const schema = yup.object(memberDetailsFields(yup));
type DetailsValues = yup.InferType<typeof schema>;

const Known = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0 0 1.25rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Checkbox = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0 0 1.25rem;
  input {
    margin-top: 0.25rem;
    width: 1.1rem;
    height: 1.1rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Takes in newer values of the member (saved in another tab, the session refreshed) for the fields the person has not
 * changed here: what they typed is never overwritten (Formik's enableReinitialize would reset the whole form).
 */
function FollowSaved({ saved }: { saved: DetailsValues }) {
  const { values, setFieldValue } = useFormikContext<DetailsValues>();
  const previous = useRef(saved);
  const latestValues = useRef(values);
  latestValues.current = values;
  useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    for (const key of Object.keys(saved) as (keyof DetailsValues)[]) {
      if (saved[key] !== before[key] && latestValues.current[key] === before[key]) void setFieldValue(key, saved[key], false);
    }
  }, [saved, setFieldValue]);
  return null;
}

/** Names, location, phone and whether to hide it, with the register form's rules; the header shows the change at once. */
export function DetailsForm({ user }: { user: CurrentUser }) {
  const { updateUser } = useSession();
  const initial: DetailsValues = {
    first_name: user.first_name,
    last_name: user.last_name,
    location: user.location,
    phone_number: user.phone_number,
    hide_phone_number: user.hide_phone_number,
  };
  const onSubmit = async (values: DetailsValues, helpers: FormikHelpers<DetailsValues>) => {
    try {
      const saved = await saveProfile(schema.cast(values));
      updateUser(saved);
      helpers.resetForm({ values: { ...values, ...saved } });
      notify.success(t.detailsSaved);
    } catch (error) {
      helpers.setErrors(errorFields(error));
      notify.error(errorDetail(error, t.failed));
    }
  };
  return (
    <Section id="details" title={t.detailsTitle} intro={t.detailsIntro}>
      <Known>
        <dt>{t.username}</dt>
        <dd>@{user.username}</dd>
        <dt>{t.email}</dt>
        <dd>{user.email}</dd>
      </Known>
      <Formik initialValues={initial} validationSchema={schema} onSubmit={onSubmit}>
        {({ isSubmitting, dirty, values, setFieldValue }) => (
          <Form noValidate>
            <FollowSaved saved={initial} />
            <Pair>
              <FormField name="first_name" label={t.firstName} autoComplete="given-name" />
              <FormField name="last_name" label={t.lastName} autoComplete="family-name" />
            </Pair>
            <FormField name="location" label={t.location} hint={t.locationHint} autoComplete="address-level2" />
            <FormField name="phone_number" label={t.phoneNumber} type="tel" autoComplete="tel" />
            <Checkbox>
              <input
                type="checkbox"
                name="hide_phone_number"
                checked={values.hide_phone_number}
                onChange={(event) => void setFieldValue('hide_phone_number', event.target.checked)}
              />
              <span>
                {t.hidePhone}
                <small>{t.hidePhoneHint}</small>
              </span>
            </Checkbox>
            <Button type="submit" {...unavailable(isSubmitting || !dirty)}>
              {t.saveDetails}
            </Button>
          </Form>
        )}
      </Formik>
    </Section>
  );
}
