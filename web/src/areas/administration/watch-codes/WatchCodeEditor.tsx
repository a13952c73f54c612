import { useMemo, useState } from 'react';
import { App, Button, Divider, Drawer, Flex, Form, Result, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, StopOutlined } from '@ant-design/icons';
import type { WatchTemplateDto } from '@kaj/contract';
import { isApiError } from '../../../api/api-error.ts';
import { errorText } from '../../../api/show-error.ts';
import { useSession } from '../../../app/session/use-session.ts';
import { TourDaysList } from './TourDaysList.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';
import { useDetailPropertyChoices } from './use-detail-properties.ts';
import { CODE_TAKEN, IN_USE, useSaveWatchCode } from './use-watch-code-mutations.ts';
import { useWatchCode } from './use-watch-codes.ts';
import { hasOverlap, newWatchCodeValues, SHARED_PALETTE, toFormValues, toSaveBody, type SaveWatchCodeBody, type WatchCodeRef, type WatchCodeValues } from './watch-code-form.ts';
import { WatchCodeGeneralFields, paletteChoices } from './WatchCodeGeneralFields.tsx';
import { WatchCodeNotices } from './WatchCodeNotices.tsx';
import { WatchCodePreview } from './WatchCodePreview.tsx';
import { WatchDetailsList } from './WatchDetailsList.tsx';

export interface WatchCodeEditorProps {
  /** The code to edit, or null for a new one. */
  id: number | null;
  open: boolean;
  /** The palette of a new code: a plan user id, or null for the shared codes. */
  defaultPalette: number | null;
  defaultSortGroup: number;
  paletteName: (planUserId: number) => string | undefined;
  codeOf: (watchTemplateId: number) => string | undefined;
  mayChange: (template: Pick<WatchTemplateDto, 'planUserId'>) => boolean;
  onClose: () => void;
  onActivate: (template: WatchCodeRef) => void;
  onDeactivate: (template: WatchCodeRef) => void;
}

/** The editor of a watch code in a drawer over the list: general fields, its watches, and tour days. */
export function WatchCodeEditor({ id, open, defaultPalette, defaultSortGroup, paletteName, codeOf, mayChange, onClose, onActivate, onDeactivate }: WatchCodeEditorProps) {
  const { modal, message } = App.useApp();
  const myId = useSession()?.id;
  const loaded = useWatchCode(id);
  const choices = useDetailPropertyChoices();
  const save = useSaveWatchCode();
  const confirmDelete = useConfirmDelete();
  const [form] = Form.useForm<WatchCodeValues>();
  const [problem, setProblem] = useState<string | null>(null);

  const original = id === null ? null : (loaded.data ?? null);
  const readOnly = original !== null && !mayChange(original);
  const initialValues = useMemo(
    () => (original ? toFormValues(original) : newWatchCodeValues(defaultPalette === null ? SHARED_PALETTE : String(defaultPalette), defaultSortGroup)),
    // The form takes its values once, when it appears; a later refetch must not reset what is typed.
    [original === null],
  );
  const palettes = paletteChoices(myId, original?.planUserId ?? null, original?.planUserId ? paletteName(original.planUserId) : undefined);

  function saved(result: WatchTemplateDto | null, replaced: boolean) {
    const code = result?.code ?? '';
    void message.success(replaced ? `${code} er gemt som en ny vagtkode, der erstatter den gamle.` : id === null ? `Vagtkoden ${code} er oprettet.` : `Vagtkoden ${code} er gemt.`);
    onClose();
  }

  function refused(error: unknown) {
    const text = errorText(error);
    setProblem(text);
    if (isApiError(error) && error.code === CODE_TAKEN) form.setFields([{ name: 'code', errors: [text] }]);
  }

  function confirmReplace(body: SaveWatchCodeBody) {
    modal.confirm({
      title: `${body.code} bruges af vagter`,
      content:
        'De planlagte vagter skal beholde vagtkodens nuværende vagter. Dine ændringer kan gemmes som en ny vagtkode med samme kode, der erstatter den gamle; den gamle deaktiveres.',
      okText: 'Gem som ny vagtkode',
      cancelText: 'Annuller',
      onOk: () => save.mutateAsync({ body, replace: true }).then((result) => saved(result, true), refused),
    });
  }

  function submit(values: WatchCodeValues) {
    if (hasOverlap(values)) {
      setProblem('To af vagtkodens vagter overlapper hinanden. Ret tiderne, før vagtkoden gemmes.');
      return;
    }
    setProblem(null);
    const body = toSaveBody(values, original);
    save.mutate(
      { body, replace: false },
      {
        onSuccess: (result) => saved(result, false),
        onError: (error) => (isApiError(error) && error.code === IN_USE && original ? confirmReplace(body) : refused(error)),
      },
    );
  }

  /** Closes, after asking when something typed would be lost. */
  function requestClose(then: () => void = onClose) {
    if (readOnly || !form.isFieldsTouched()) {
      then();
      return;
    }
    modal.confirm({
      title: 'Kassér ændringerne?',
      content: 'Du har ændret vagtkoden uden at gemme.',
      okText: 'Kassér ændringer',
      okButtonProps: { danger: true },
      cancelText: 'Fortsæt redigering',
      onOk: then,
    });
  }

  const title = id === null ? 'Opret vagtkode' : original ? `${readOnly ? 'Vagtkode' : 'Rediger vagtkode'} ${original.code}` : 'Vagtkode';
  const footer = (
    <Flex justify="space-between" gap={8}>
      <Flex gap={8}>
        {original && !readOnly && (
          <>
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(original, { onDeactivate: () => requestClose(() => onDeactivate(original)), onDeleted: onClose })}>
              Slet
            </Button>
            {original.active ? (
              <Button icon={<StopOutlined />} onClick={() => requestClose(() => onDeactivate(original))}>
                Deaktivér …
              </Button>
            ) : (
              <Button icon={<CheckCircleOutlined />} onClick={() => requestClose(() => onActivate(original))}>
                Aktivér …
              </Button>
            )}
          </>
        )}
      </Flex>
      <Flex gap={8}>
        <Button onClick={() => requestClose()}>{readOnly ? 'Luk' : 'Annuller'}</Button>
        {!readOnly && (
          <Button type="primary" loading={save.isPending} disabled={id !== null && !original} onClick={() => form.submit()}>
            {id === null ? 'Opret vagtkode' : 'Gem'}
          </Button>
        )}
      </Flex>
    </Flex>
  );

  return (
    <Drawer
      title={
        <Flex gap={8} align="center">
          {title}
          {original && !original.active && <Tag>Inaktiv</Tag>}
        </Flex>
      }
      open={open}
      onClose={() => requestClose()}
      size={720}
      footer={footer}
      maskClosable={false}
    >
      {id !== null && loaded.isLoading && <Skeleton active paragraph={{ rows: 10 }} />}
      {id !== null && loaded.isError && <Result status="warning" title="Vagtkoden kunne ikke hentes" subTitle={errorText(loaded.error)} />}
      {(id === null || original) && (
        <>
          <WatchCodeNotices
            template={original}
            readOnly={readOnly}
            ownerName={original?.planUserId ? paletteName(original.planUserId) : undefined}
            replacementCode={original?.replacementWatchTemplateId ? (codeOf(original.replacementWatchTemplateId) ?? null) : null}
            problem={problem}
          />
          <Form<WatchCodeValues>
            form={form}
            name="watch-code-editor"
            layout="vertical"
            initialValues={initialValues}
            disabled={readOnly}
            onFinish={submit}
            scrollToFirstError={{ block: 'center' }}
          >
            <WatchCodePreview />
            <WatchCodeGeneralFields palettes={palettes} isNew={id === null} />
            <Divider titlePlacement="start">Vagter på den planlagte dato</Divider>
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              Hver vagt begynder på den planlagte dato; slutter den kl. start eller før, slutter den dagen efter (+1). Betalt tid er hele vagten, medmindre en kortere tid skrives, f.eks. for en ubetalt pause.
            </Typography.Paragraph>
            <WatchDetailsList path={['details']} dayOffset={0} dayName={null} choices={choices} readOnly={readOnly} />
            <Divider titlePlacement="start">Flere dage (tur)</Divider>
            <TourDaysList choices={choices} readOnly={readOnly} />
          </Form>
        </>
      )}
    </Drawer>
  );
}
