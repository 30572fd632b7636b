import { Alert, App, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { applyServerErrors } from '../form/applyServerErrors';
import { createScreenForm } from '../form/createScreenForm';
import { ScreenForm } from '../form/ScreenForm';
import type { FlowTransition } from '../../../core/flow/flow.types';
import type { FlowFetcher } from './flowFetcher';
import { stepHasInputs, stepSchemaOptions, transitionBody, transitionFailure } from './stepForm';
import './flow.css';

/** Width of the step modal on a computer; a phone gets the whole screen width. */
const STEP_MODAL_WIDTH = 720;

export interface StepModalProps {
  screen: ScreenFile;
  fetcher: FlowFetcher;
  /** The record and the transition to take on it. */
  step: { record: Record<string, unknown>; transition: FlowTransition };
  onClose(): void;
  /** The record changed (taken here, or by someone else first): the list and its counts reload. */
  onChanged(): void;
}

/**
 * One flow step on one record: the transition's fields with the screen's own types and rules, a
 * 意见 when the transition asks for one, and its confirmation text. 确定 validates in the browser,
 * then posts {api}/flow/transition; a refusal keeps the modal open with the server's Chinese
 * message, its field errors under the fields. Mount it per step (a fresh form each time).
 */
export function StepModal({ screen, fetcher, step, onClose, onChanged }: StepModalProps) {
  const { message } = App.useApp();
  const phone = useIsPhone();
  const { record, transition } = step;
  const form = useMemo(() => createScreenForm('add', {}), []);
  const schemaOptions = useMemo(() => stepSchemaOptions(transition), [transition]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(): Promise<void> {
    try {
      await form.validate();
    } catch {
      return; // the messages are shown under the fields
    }
    setSending(true);
    setRefusal(null);
    let answer: unknown;
    try {
      answer = await fetcher.post<unknown>(`${screen.api}/flow/transition`, transitionBody(record, transition, form.values));
    } catch (error) {
      answer = error;
    } finally {
      setSending(false);
    }
    const failure = transitionFailure(answer);
    if (failure) {
      setRefusal(failure.message);
      applyServerErrors(form, failure.fieldErrors);
      if (failure.stale) onChanged();
      return;
    }
    if (answer instanceof Error) return; // no answer at all: the http client has told the user
    message.success(`${transition.title}成功`);
    onChanged();
    onClose();
  }

  return (
    <Modal
      open
      title={transition.title}
      className={phone ? 'flow-step-modal flow-step-modal--phone' : 'flow-step-modal'}
      width={phone ? '100%' : STEP_MODAL_WIDTH}
      okText="确定"
      cancelText="取消"
      confirmLoading={sending}
      maskClosable={false}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {transition.confirm && <Alert className="flow-step-confirm" type="warning" showIcon message={transition.confirm} style={{ marginBottom: 16 }} />}
      {refusal && <Alert className="flow-step-refusal" type="error" showIcon message={refusal} style={{ marginBottom: 16 }} />}
      {stepHasInputs(transition) ? (
        <ScreenForm screen={screen} form={form} mode="add" schemaOptions={schemaOptions} />
      ) : (
        !transition.confirm && <Typography.Paragraph>确定要执行「{transition.title}」吗?</Typography.Paragraph>
      )}
    </Modal>
  );
}
