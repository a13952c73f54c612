import { useMemo, useState } from 'react';
import { Col, Row } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useAgreementTree, type AgreementTreeNode } from '../shared/pay-config-queries.ts';
import { AgreementDetailCard } from './AgreementDetailCard.tsx';
import { AgreementFormModal, type AgreementFormTarget } from './AgreementFormModal.tsx';
import { AgreementTreeCard } from './AgreementTreeCard.tsx';

function findCode(nodes: AgreementTreeNode[], id: number | null): string | null {
  if (id === null) return null;
  for (const node of nodes) {
    if (node.agreementId === id) return node.code;
    const found = findCode(node.children, id);
    if (found) return found;
  }
  return null;
}

function parentOf(nodes: AgreementTreeNode[], id: number): number | null {
  for (const node of nodes) {
    if (node.agreementId === id) return node.parentId;
    const found = parentOf(node.children, id);
    if (found !== null) return found;
  }
  return null;
}

/** /administration/agreements: the agreement tree, and the selected agreement's rules and settings. */
export function AgreementsPage() {
  const tree = useAgreementTree();
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<AgreementFormTarget | null>(null);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const requested = Number(params.get('id'));
  // The chosen agreement is in the address, so a reload or a shared link shows the same agreement.
  const selectedId = Number.isInteger(requested) && requested > 0 ? requested : (nodes[0]?.agreementId ?? null);

  const select = (agreementId: number | null) => setParams(agreementId === null ? {} : { id: String(agreementId) }, { replace: true });

  return (
    <>
      <PageHeader
        title="Overenskomster"
        description="Overenskomsterne danner et træ: en underoverenskomst arver forfædrenes lønkontoregler og kan overstyre dem. Eksportkonti, egenskaber og lønkonti er overenskomstens egne."
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={6}>
          <AgreementTreeCard
            tree={nodes}
            isLoading={tree.isLoading}
            selectedId={selectedId}
            onSelect={select}
            onCreateTop={() => setForm({ mode: 'create', parentId: null })}
          />
        </Col>
        <Col xs={24} xl={18}>
          <AgreementDetailCard
            agreementId={selectedId}
            parentCode={selectedId === null ? null : findCode(nodes, parentOf(nodes, selectedId))}
            onCreateChild={(parentId) => setForm({ mode: 'create', parentId })}
            onEdit={(agreement) => setForm({ mode: 'edit', agreement })}
            onDeleted={() => select(null)}
          />
        </Col>
      </Row>
      <AgreementFormModal target={form} tree={nodes} onClose={() => setForm(null)} onSaved={select} />
    </>
  );
}
