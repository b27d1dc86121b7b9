package org.jantaku.guangdong;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.ViewBuilders;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.Reason;
import org.jantaku.guangdong.view.GuangdongResults;
import org.jantaku.guangdong.view.GuangdongViews;

/**
 * Guangdong 广东麻将 (鸡胡, 推倒胡), registered with the engine as a service
 * ({@code META-INF/services/org.jantaku.engine.spi.VariantModule}): its game and record codec, its presets,
 * its table-side settler and its table views.
 */
public final class GuangdongModule implements VariantModule {
    /** The game, for its views (its name, a seat's waits). */
    private static final GuangdongGame GAME = new GuangdongGame();

    @Override
    public RecordedVariant<?, ?, ?, ?> recorded() {
        return GuangdongRecordCodec.GUANGDONG;
    }

    @Override
    public List<Preset> presets() {
        return GuangdongPresets.all();
    }

    @Override
    public Optional<Terms<MeldShape>> melds() {
        return Optional.of(GuangdongTerms.MELDS);
    }

    @Override
    public Optional<HandSettler> settler() {
        return Optional.of(new GuangdongHandSettler());
    }

    /**
     * Its views ({@link GuangdongViews}, {@link GuangdongResults}), a seat's waits (听牌), and 推倒胡's 逃跑 when a
     * player leaves ({@link GuangdongAction.Escape}, settled by the Guangdong settlement; seed 003 "逃跑扣8分").
     */
    @Override
    public VariantViews<?, ?> views() {
        return ViewBuilders.ofFlow(GAME, GuangdongState.class, GuangdongObservation.class, GuangdongViews::of, GuangdongResults::hand,
                rules -> GuangdongRules.isTuidaohu(rules) ? Optional.of(new GuangdongAction.Escape()) : Optional.empty());
    }

    /**
     * Its file's words and its terms' ({@link VariantModule#words()}), and its horses (买马) and its 逃跑 worded as their
     * payments ({@link Reason}) wherever a page names them: the result's horses, the scorekeeping form's, the centre's
     * label of the face-down ones, the 逃跑 action.
     */
    @Override
    public PageWords words() {
        PageWords out = VariantModule.super.words();
        out.term("res.horses", Reason.HORSE.names().text());
        out.term("guangdong.keep.extra.horses", Reason.HORSE.names().text());
        out.term("guangdong.act.Escape", Reason.ESCAPE.names().text());
        return out;
    }

    @Override
    public int order() {
        return 30;
    }
}
